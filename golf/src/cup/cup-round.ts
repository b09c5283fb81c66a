import type { HoleScore, RoundInput } from '../formats/round-input.ts';
import { GolfRuleError } from '../golf-rule-error.ts';
import { sideSize, type CupFormat } from './cup-format.ts';
import { matchAllowances } from './match-allowances.ts';

/** What makes a game of a trip one of its cup's matches (docs/golf-rules.md section 16). */
export interface GameCup {
  format: CupFormat;
  /** What the match is worth in the cup: ½ … 10 in half points. */
  points: number;
}

/**
 * A cup match's two sides from its game's players: in singles the two players in the order they
 * joined (team 0's first), in four-ball and foursomes team 1's pair then team 2's. Null when the
 * players do not make the format's sides (a player removed, a team changed by hand).
 */
export function cupSidesOf<T extends { id: string; teamNumber?: number | null }>(
  format: CupFormat,
  players: readonly T[],
): [T[], T[]] | null {
  const size = sideSize(format);
  const sides: [T[], T[]] =
    size === 1
      ? [players.slice(0, 1), players.slice(1, 2)]
      : [players.filter((p) => p.teamNumber === 1), players.filter((p) => p.teamNumber === 2)];
  if (players.length !== size * 2 || sides.some((side) => side.length !== size)) return null;
  return sides;
}

/**
 * The handicap each player's strokes come from in a cup match, by player id: the format's
 * allowance (section 16), off the lowest; in foursomes both partners carry their side's. Null
 * when the players do not make the sides or a course handicap is missing.
 */
export function cupStrokeHandicaps(
  format: CupFormat,
  players: readonly { id: string; teamNumber?: number | null; courseHandicap: number | null }[],
): Map<string, number> | null {
  const sides = cupSidesOf(format, players);
  if (!sides || sides.flat().some((p) => p.courseHandicap === null || !Number.isInteger(p.courseHandicap))) return null;
  try {
    const allowed = matchAllowances(format, [sides[0].map((p) => p.courseHandicap!), sides[1].map((p) => p.courseHandicap!)]);
    return new Map(sides.flatMap((side, s) => side.map((p, i) => [p.id, allowed[s]![format === 'foursomes' ? 0 : i]!] as const)));
  } catch (error) {
    if (error instanceof GolfRuleError) return null;
    throw error;
  }
}

/**
 * Scores in the order they were last entered or changed (`updatedAt`), those without a time in
 * the order given: in foursomes the later of the partners' scores on a hole is the side's.
 */
export function inEntryOrder<T extends { updatedAt?: string }>(scores: readonly T[]): T[] {
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => {
      const x = a.score.updatedAt;
      const y = b.score.updatedAt;
      return x !== undefined && y !== undefined && x !== y ? (x < y ? -1 : 1) : a.index - b.index;
    })
    .map(({ score }) => score);
}

/**
 * A cup match game's round as match play scores it ([decision 0828](../../../docs/decisions/0828-foursomes-one-ball-a-side-the-later-score-counts.md)):
 * every player plays off the format's allowance, already taken off the lowest, so match play
 * takes nothing more off and the cards, the match and each score's net agree. In foursomes each
 * side plays one ball: of its partners' scores on a hole (in entry order) the later one is the
 * side's, and both partners' cards show it. A round whose players do not make the format's
 * sides is left as it is.
 */
export function cupRoundInput(format: CupFormat, round: RoundInput): RoundInput {
  const handicaps = cupStrokeHandicaps(format, round.players);
  if (!handicaps) return round;
  const players = round.players.map((p) => ({ ...p, courseHandicap: handicaps.get(p.id) ?? p.courseHandicap }));
  if (format !== 'foursomes') return { ...round, players };
  const sides = cupSidesOf(format, round.players)!;
  const partnersOf = new Map(sides.flatMap((side) => side.map((p) => [p.id, side.map((q) => q.id)] as const)));
  const ball = new Map<string, HoleScore>();
  for (const score of round.scores) {
    const partners = partnersOf.get(score.playerId);
    if (partners) ball.set(`${partners[0]}#${score.holeNumber}`, score);
  }
  const scores = [...ball.values()].flatMap((score) =>
    partnersOf.get(score.playerId)!.map((playerId) => ({ playerId, holeNumber: score.holeNumber, strokes: score.strokes })),
  );
  return { ...round, players, scores };
}
