import { GolfRuleError } from '../golf-rule-error.ts';
import { rankStartedFirst, scoreToPar, type Placed, type Started } from '../ranking/positions.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { buildScorecards, strokeCards, strokesOn, sumTotals, type PlayerCard, type PlayerTotals } from './scorecard.ts';

/** $10 a skin, in cents. A game setting. */
export const DEFAULT_SKIN_VALUE_CENTS = 1000;

/**
 * One hole of a skins game. Carry-over: when the lowest score is tied nobody wins the hole's
 * skin; it carries to the next hole, and the next outright winner takes every carried skin.
 */
export interface SkinsHole {
  roundIndex: number;
  holeNumber: number;
  /** The only player with the lowest score; null on a tie. */
  winnerId: string | null;
  /** The hole's skin plus the carried ones when won; 0 on a tie. */
  skinsWon: number;
  /** Skins carried into the next hole. */
  carriedAfter: number;
}

export interface SkinsRow extends PlayerTotals, Placed, Started {
  skins: number;
  winningsCents: number;
  /** Net strokes, or gross when the scoring is gross. */
  strokes: number;
  /** `strokes − parForHolesPlayed`: the tie-break. */
  toPar: number;
}

export interface SkinsResult {
  rows: SkinsRow[];
  /** Holes decided so far, in order. */
  holes: SkinsHole[];
  /** Skins carried into the next hole of a round still in play. */
  carried: number;
  /** Skins still carried after a round's last hole: never awarded ("carried over, unclaimed"). */
  unclaimed: number;
  skinValueCents: number;
  rounds: PlayerCard[][];
}

/**
 * Skins (docs/golf-rules.md section 5): the lowest score on a hole (net, or gross in gross scoring)
 * wins a skin if nobody shares it; ties carry over. Holes are decided in order, and only once
 * every player has scored one, since a carry depends on the holes before it. Each round starts
 * with nothing carried. Ranked by skins descending, then strokes to par over each player's holes
 * played (section 4); players with no hole played come last (not started).
 */
export function skins(input: RoundsInput, options: { skinValueCents?: number } = {}): SkinsResult {
  const skinValueCents = skinValueOf(options);
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'skins');
  const cards = rounds.map((round) => buildScorecards(round, { points: null }));
  const { holes, carried, unclaimed } = playRounds(cards, basis);
  const won = (playerId: string) => holes.filter((h) => h.winnerId === playerId).reduce((sum, h) => sum + h.skinsWon, 0);
  const rows = rankStartedFirst(
    sumTotals(cards).map((total) => {
      const count = won(total.playerId);
      const strokes = strokesOn(total, basis);
      return {
        ...total,
        skins: count,
        winningsCents: count * skinValueCents,
        strokes,
        toPar: scoreToPar(strokes, total.parForHolesPlayed),
      };
    }),
    (row) => row.holesPlayed > 0,
    (a, b) => b.skins - a.skins || a.toPar - b.toPar,
  );
  return { rows, holes, carried, unclaimed, skinValueCents, rounds: cards };
}

function skinValueOf(options: { skinValueCents?: number }): number {
  const skinValueCents = options.skinValueCents ?? DEFAULT_SKIN_VALUE_CENTS;
  if (!Number.isInteger(skinValueCents) || skinValueCents < 0) {
    throw new GolfRuleError(`Skin value must be a whole number of cents, 0 or more, got ${skinValueCents}`);
  }
  return skinValueCents;
}

function playRounds(cards: readonly (readonly PlayerCard[])[], basis: 'net' | 'gross') {
  const holes: SkinsHole[] = [];
  let carried = 0;
  let unclaimed = 0;
  cards.forEach((roundCards, roundIndex) => {
    const round = playRound(roundCards, roundIndex, basis);
    holes.push(...round.holes);
    if (round.complete) unclaimed += round.carried;
    else carried = round.carried;
  });
  return { holes, carried, unclaimed };
}

/**
 * What each player has won in cents, as `skins` pays it (its rows' `winningsCents`, players in
 * card order), from the cards the rounds carry when they do: skins as a side game, where the
 * board has built the cards already (decision 0853).
 */
export function skinsWinnings(input: RoundsInput, options: { skinValueCents?: number } = {}): Map<string, number> {
  const skinValueCents = skinValueOf(options);
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'skins');
  const cards = rounds.map((round) => strokeCards(round));
  const won = new Map<string, number>();
  for (const roundCards of cards) for (const card of roundCards) won.set(card.playerId, 0);
  for (const hole of playRounds(cards, basis).holes) {
    if (hole.winnerId !== null) won.set(hole.winnerId, won.get(hole.winnerId)! + hole.skinsWon * skinValueCents);
  }
  return won;
}

function playRound(cards: readonly PlayerCard[], roundIndex: number, basis: 'net' | 'gross') {
  const holes: SkinsHole[] = [];
  const holeCount = cards[0]?.holes.length ?? 0;
  let carry = 0;
  for (let index = 0; index < holeCount; index += 1) {
    const scores = cards.map((card) => {
      const hole = card.holes[index]!;
      return { playerId: card.playerId, score: basis === 'net' ? hole.net : hole.gross };
    });
    if (scores.some((s) => s.score === null)) return { holes, carried: carry, complete: false };
    const lowest = Math.min(...scores.map((s) => s.score!));
    const leaders = scores.filter((s) => s.score === lowest);
    const holeNumber = cards[0]!.holes[index]!.holeNumber;
    if (leaders.length === 1) {
      holes.push({ roundIndex, holeNumber, winnerId: leaders[0]!.playerId, skinsWon: carry + 1, carriedAfter: 0 });
      carry = 0;
    } else {
      carry += 1;
      holes.push({ roundIndex, holeNumber, winnerId: null, skinsWon: 0, carriedAfter: carry });
    }
  }
  return { holes, carried: carry, complete: holeCount > 0 };
}
