import type { FormatId } from '../games/game-type-id.ts';
import { allocateStrokes, netScore } from '../handicap/strokes-received.ts';
import { pointsByRule, pointsRuleFor, type PointsRule } from '../scoring/points.ts';
import type { HoleCard, PlayerCard, PlayerTotals } from './player-card.ts';
import { asRounds, checkRound, type HoleInfo, type RoundInput, type RoundPlayer, type RoundsInput } from './round-input.ts';

export type { HoleCard, PlayerCard, PlayerTotals } from './player-card.ts';

export interface ScorecardOptions {
  /** How points are counted; null awards none (match play, skins). */
  points: PointsRule | null;
  /** Handicap that strokes are allocated from; default the course handicap. */
  handicapOf?: (player: RoundPlayer) => number;
  /**
   * Cards built before by the same points rule (and no `handicapOf`): a player's card whose
   * tee, handicap, team and gross strokes stand is taken as it is (decision 0854).
   */
  previous?: readonly PlayerCard[];
}

/** Whether a hole of a card built before (by the same points rule) is the one built now would be. */
const holeStands = (card: HoleCard, hole: HoleInfo, gross: number | null, strokesReceived: number) =>
  card.holeNumber === hole.number &&
  card.par === hole.par &&
  card.strokeIndex === hole.strokeIndex &&
  card.gross === gross &&
  card.strokesReceived === strokesReceived;

/** Whether a card built before says what one built now would: same tee hole for hole, handicap, team and gross strokes. */
function cardStands(
  card: PlayerCard,
  player: RoundPlayer,
  tee: readonly HoleInfo[],
  gross: (holeNumber: number) => number | null,
): boolean {
  if (
    card.courseHandicap !== player.courseHandicap ||
    card.teamNumber !== (player.teamNumber ?? null) ||
    card.holes.length !== tee.length
  ) {
    return false;
  }
  return tee.every((hole, index) => {
    const before = card.holes[index]!;
    return (
      before.holeNumber === hole.number &&
      before.par === hole.par &&
      before.strokeIndex === hole.strokeIndex &&
      before.gross === gross(hole.number)
    );
  });
}

/** Whether two points rules count the same points (same basis, same value per result). */
function samePointsRule(a: PointsRule | null, b: PointsRule | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.basis !== b.basis) return false;
  if ('scale' in a || 'scale' in b) return 'scale' in a && 'scale' in b && a.scale === b.scale;
  const x = a.system;
  const y = b.system;
  return (
    x === y ||
    (x.eagle === y.eagle &&
      x.birdie === y.birdie &&
      x.par === y.par &&
      x.bogey === y.bogey &&
      x.double === y.double &&
      x.double_eagle === y.double_eagle)
  );
}

/**
 * Every player's hole-by-hole card for a round: strokes received, gross, net and points. A
 * round carrying cards built by the same points rule (and no handicap override) takes those.
 */
export function buildScorecards(round: RoundInput, options: ScorecardOptions): PlayerCard[] {
  const prebuilt = round.prebuiltCards;
  if (prebuilt && !options.handicapOf && samePointsRule(prebuilt.points, options.points)) return [...prebuilt.cards];
  const checked = checkRound(round);
  const previous = options.previous && !options.handicapOf ? new Map(options.previous.map((card) => [card.playerId, card])) : null;
  return checked.players.map((player) => {
    const tee = checked.holesOf(player.id);
    const before = previous?.get(player.id);
    if (before && cardStands(before, player, tee, (holeNumber) => checked.gross(player.id, holeNumber))) return before;
    const handicap = options.handicapOf ? options.handicapOf(player) : player.courseHandicap;
    const strokes = allocateStrokes(
      handicap,
      tee.map((hole) => hole.strokeIndex),
    );
    const holes = tee.map((hole, index) => {
      const gross = checked.gross(player.id, hole.number);
      // A hole that stands keeps its object: what side games work out per hole is kept by it (decision 0854).
      const kept = before?.holes[index];
      if (kept && holeStands(kept, hole, gross, strokes[index]!)) return kept;
      return holeCard(hole, gross, strokes[index]!, options.points);
    });
    const t = totalsOf(player, holes);
    // The totals' fields, then the card's, as one literal (a spread of the totals costs more than the card).
    return {
      playerId: t.playerId,
      teamNumber: t.teamNumber,
      holesPlayed: t.holesPlayed,
      grossStrokes: t.grossStrokes,
      netStrokes: t.netStrokes,
      points: t.points,
      parForHolesPlayed: t.parForHolesPlayed,
      courseHandicap: player.courseHandicap,
      holes,
    };
  });
}

/**
 * A round's cards for what they say of strokes (gross, net, strokes received, par), whatever
 * their points: the cards the round carries (`withRoundScorecards`, by whatever points rule),
 * else built without points. Gross and net do not depend on the points rule (decision 0853).
 */
export function strokeCards(round: RoundInput): readonly PlayerCard[] {
  return round.prebuiltCards?.cards ?? buildScorecards(round, { points: null });
}

/**
 * The cards a game shows on its round summary and stores per hole: points by the game's
 * format and scoring type (none for match play and skins).
 */
export function roundScorecards(round: RoundInput, gameType: FormatId): PlayerCard[] {
  return buildScorecards(round, { points: pointsRuleFor(gameType, round.scoringType ?? 'net', round.pointsSystem) });
}

/**
 * The round with its `roundScorecards` attached, built once: a game scoring the same round for
 * several leaderboards (and Nassau) passes this along so the formats do not rebuild its cards.
 */
export function withRoundScorecards(
  round: RoundInput,
  gameType: FormatId,
  /** The round's cards as built before (a batch before), whose players' cards are taken where they stand. */
  previous?: NonNullable<RoundInput['prebuiltCards']>,
): RoundInput & { prebuiltCards: NonNullable<RoundInput['prebuiltCards']> } {
  const points = pointsRuleFor(gameType, round.scoringType ?? 'net', round.pointsSystem);
  const before = previous && samePointsRule(previous.points, points) ? { previous: previous.cards } : {};
  return { ...round, prebuiltCards: { points, cards: buildScorecards(round, { points, ...before }) } };
}

/** Per-player totals summed over every round of a game, players in first-seen order. */
export function sumTotals(cardsByRound: readonly (readonly PlayerTotals[])[]): PlayerTotals[] {
  const byId = new Map<string, PlayerTotals>();
  for (const cards of cardsByRound) {
    for (const card of cards) {
      const sum = byId.get(card.playerId);
      byId.set(card.playerId, {
        playerId: card.playerId,
        teamNumber: card.teamNumber,
        holesPlayed: (sum?.holesPlayed ?? 0) + card.holesPlayed,
        grossStrokes: (sum?.grossStrokes ?? 0) + card.grossStrokes,
        netStrokes: (sum?.netStrokes ?? 0) + card.netStrokes,
        points: (sum?.points ?? 0) + card.points,
        parForHolesPlayed: (sum?.parForHolesPlayed ?? 0) + card.parForHolesPlayed,
      });
    }
  }
  return [...byId.values()];
}

/** Cards of every round with the given options, and each player's totals over them. */
export function gameTotals(
  input: RoundsInput,
  optionsFor: (round: RoundInput) => ScorecardOptions,
): {
  rounds: PlayerCard[][];
  totals: PlayerTotals[];
} {
  const rounds = asRounds(input).map((round) => buildScorecards(round, optionsFor(round)));
  return { rounds, totals: sumTotals(rounds) };
}

/** The strokes a format compares: net, or gross when the scoring is gross (or quota). */
export function strokesOn(totals: PlayerTotals, basis: 'net' | 'gross'): number {
  return basis === 'net' ? totals.netStrokes : totals.grossStrokes;
}

// Literal objects of one shape, not spreads: a rebuild makes millions of these.
function holeCard(hole: HoleInfo, gross: number | null, strokesReceived: number, rule: PointsRule | null): HoleCard {
  if (gross === null)
    return { holeNumber: hole.number, par: hole.par, strokeIndex: hole.strokeIndex, strokesReceived, gross: null, net: null, points: null };
  const net = netScore(gross, strokesReceived);
  const points = rule === null ? 0 : pointsByRule(rule, rule.basis === 'net' ? net : gross, hole.par);
  return { holeNumber: hole.number, par: hole.par, strokeIndex: hole.strokeIndex, strokesReceived, gross, net, points };
}

function totalsOf(player: RoundPlayer, holes: readonly HoleCard[]): PlayerTotals {
  let holesPlayed = 0;
  let grossStrokes = 0;
  let netStrokes = 0;
  let points = 0;
  let parForHolesPlayed = 0;
  for (const hole of holes) {
    if (hole.gross === null) continue;
    holesPlayed += 1;
    grossStrokes += hole.gross;
    netStrokes += hole.net!;
    points += hole.points!;
    parForHolesPlayed += hole.par;
  }
  return { playerId: player.id, teamNumber: player.teamNumber ?? null, holesPlayed, grossStrokes, netStrokes, points, parForHolesPlayed };
}
