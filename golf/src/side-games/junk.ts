import { GolfRuleError } from '../golf-rule-error.ts';
import { greenInRegulation } from '../hole-facts/green-in-regulation.ts';
import type { HoleFacts } from '../hole-facts/hole-facts.ts';
import { eachPaysEach } from './each-pays-each.ts';
import { indexFactsRound, requireValueCents, type FactsGameInput, type FactsScore } from './facts-round.ts';

export const JUNK_DOTS = ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'] as const;

/**
 * A junk dot (docs/golf-rules.md section 15), each chosen per game:
 * - `birdie`: gross birdie or better.
 * - `greenie`: on a par 3, closest to the pin, on the green in regulation and par or better.
 * - `sandie`: par or better on a hole played from a bunker.
 * - `chip_in`: holed from off the green.
 * - `polie`: a putt holed from farther than the flagstick's length.
 */
export type JunkDot = (typeof JUNK_DOTS)[number];

export interface JunkSettings {
  /** Cents each dot is worth, paid by every other player. */
  valueCents: number;
  dots: readonly JunkDot[];
}

export interface JunkHole {
  roundIndex: number;
  holeNumber: number;
  dots: JunkDot[];
}

export interface JunkPlayer {
  playerId: string;
  dots: number;
  /** The holes where the player earned a dot, in playing order: what the board shows. */
  holes: JunkHole[];
}

export interface JunkResult {
  players: JunkPlayer[];
  /** Each player's money in cents, adding up to zero. */
  cents: Record<string, number>;
}

/** What the dots of one hole are worked from. `closestToPin`: the player has the hole's award. */
export interface JunkHoleFacts {
  par: number;
  strokes: number;
  facts: HoleFacts;
  closestToPin: boolean;
}

/** The dots a player earned on a hole, among those the game plays, in the order of JUNK_DOTS. */
export function junkDotsOnHole(hole: JunkHoleFacts, played: readonly JunkDot[]): JunkDot[] {
  const { par, strokes, facts } = hole;
  const earned: Record<JunkDot, boolean> = {
    birdie: strokes <= par - 1,
    // The award is for the tee shot nearest the hole, on the green: it is a green in regulation
    // unless the putts or the override say the green was missed (decision 0802).
    greenie: par === 3 && hole.closestToPin && strokes <= par && greenInRegulation({ par }, strokes, facts) !== false,
    sandie: facts.bunker === true && strokes <= par,
    chip_in: facts.chipIn === true,
    polie: facts.polie === true,
  };
  return JUNK_DOTS.filter((dot) => played.includes(dot) && earned[dot]);
}

/** A score's dots as worked out, with what else they were worked out from: a score (a value) keeps its dots from batch to batch. */
const scoreDots = new WeakMap<FactsScore, { par: number; closestToPin: boolean; played: readonly JunkDot[]; dots: JunkDot[] }>();

/** `junkDotsOnHole` of a score, once per score object, par, award and dots played (decision 0853). The dots are shared, never changed. */
function dotsOf(score: FactsScore, par: number, closestToPin: boolean, played: readonly JunkDot[]): JunkDot[] {
  const kept = scoreDots.get(score);
  if (kept && kept.par === par && kept.closestToPin === closestToPin && kept.played === played) return kept.dots;
  const dots = junkDotsOnHole({ par, strokes: score.strokes, facts: score.facts ?? {}, closestToPin }, played);
  scoreDots.set(score, { par, closestToPin, played, dots });
  return dots;
}

/** Junk: every dot a player earns is paid by every other player the game's value. */
export function junk(input: FactsGameInput, settings: JunkSettings): JunkResult {
  requireValueCents(settings.valueCents, 'junk');
  const unknown = settings.dots.find((dot) => !JUNK_DOTS.includes(dot));
  if (unknown !== undefined) throw new GolfRuleError(`Junk has no dot called ${String(unknown)}`);
  const holesOf = new Map<string, JunkHole[]>(input.playerIds.map((id) => [id, []]));
  input.rounds.forEach((round, roundIndex) => {
    const indexed = indexFactsRound(round, input.playerIds);
    for (const hole of indexed.holes) {
      const closest = indexed.awards(hole.number).closestToPin ?? null;
      const scores = indexed.scoresOn(hole.number);
      for (const [at, playerId] of input.playerIds.entries()) {
        const score = scores[at];
        if (!score) continue;
        const dots = dotsOf(score, hole.par, closest === playerId, settings.dots);
        if (dots.length > 0) holesOf.get(playerId)!.push({ roundIndex, holeNumber: hole.number, dots });
      }
    }
  });
  const players = input.playerIds.map((playerId) => {
    const holes = holesOf.get(playerId)!;
    return { playerId, dots: holes.reduce((sum, hole) => sum + hole.dots.length, 0), holes };
  });
  const units = new Map(players.map((p) => [p.playerId, p.dots]));
  return { players, cents: eachPaysEach(units, input.playerIds, settings.valueCents) };
}
