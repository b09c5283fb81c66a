import { matchPlay } from '../formats/match-play.ts';
import type { MatchStatus } from '../formats/match-status.ts';
import type { HoleInfo, HoleScore, RoundPlayer } from '../formats/round-input.ts';
import { requireMatchSides, type CupFormat, type TeamIndex } from './cup-format.ts';
import { matchAllowances } from './match-allowances.ts';
import { DEFAULT_MATCH_POINTS, requireMatchPoints } from './match-points.ts';

export interface CupMatchPlayer {
  id: string;
  /** Course handicap (section 1) from the match's tee. */
  courseHandicap: number;
}

export interface CupMatchInput {
  format: CupFormat;
  /** The match's card (one tee set for the match). */
  holes: readonly HoleInfo[];
  /** Team 0's players, then team 1's. */
  sides: readonly [readonly CupMatchPlayer[], readonly CupMatchPlayer[]];
  /**
   * Gross scores in entry order; a later one for the same player (in foursomes, the same side)
   * and hole replaces the earlier. In foursomes a side's score is entered once, with either
   * partner's id.
   */
  scores: readonly HoleScore[];
  /** What the match is worth; 1 unless the session sets another value. */
  points?: number;
}

/** A match not started (no hole with both sides' scores), on the course, or decided. */
export type CupMatchState = 'not_started' | 'in_progress' | 'decided';

export interface CupMatchResult {
  state: CupMatchState;
  /** Section 5's status from team 0's side: `AS`, `2 UP`, `Dormie`, and once decided `3&2`, `1 UP`, `Halved`. */
  status: MatchStatus;
  /** `3&2`, `1 UP` or `Halved` once decided; null before. */
  result: string | null;
  /** The team ahead (or that won); null when all square or halved. */
  leader: TeamIndex | null;
  /** Holes played that count: the match stops counting once decided. */
  thru: number;
  /** The hole that decided the match; null until then. */
  decidedOn: number | null;
  /** The handicaps strokes come from (`matchAllowances`): a player each, or a side each in foursomes. */
  handicaps: [number[], number[]];
  /** What the match is worth. */
  value: number;
  /** Points decided: the value to the winner, half each when halved, none before the end. */
  points: [number, number];
  /** Points as it stands: decided, or on the course the leader's (half each when all square). */
  projectedPoints: [number, number];
}

/**
 * A cup match (docs/golf-rules.md section 16) as section 5's match play with the format's
 * allowance: the lower net side score wins a hole (the better net ball in four-ball; the side's
 * one ball in foursomes), and the match is decided as soon as the lead is greater than the holes
 * left; holes played after that do not count.
 */
export function cupMatch(input: CupMatchInput): CupMatchResult {
  const value = input.points ?? DEFAULT_MATCH_POINTS;
  requireMatchPoints(value);
  const ids = input.sides.map((side) => side.map((p) => p.id)) as [string[], string[]];
  requireMatchSides(input.format, ids);
  const handicaps = matchAllowances(input.format, input.sides.map((side) => side.map((p) => p.courseHandicap)) as [number[], number[]]);
  const match = matchPlay({ holes: input.holes, ...roundOf(input.format, ids, handicaps, input.scores), scoringType: 'net' });
  const { status } = match;
  const thru = match.holes.filter((hole) => hole.counted).length;
  const state: CupMatchState = status.finished ? 'decided' : thru > 0 ? 'in_progress' : 'not_started';
  const leader = status.leader === null ? null : ((status.leader - 1) as TeamIndex);
  return {
    state,
    status,
    result: state === 'decided' ? status.text : null,
    leader,
    thru,
    decidedOn: match.decidedOn?.holeNumber ?? null,
    handicaps,
    value,
    points: state === 'decided' ? share(value, leader) : [0, 0],
    projectedPoints: state === 'not_started' ? [0, 0] : share(value, leader),
  };
}

function share(value: number, leader: TeamIndex | null): [number, number] {
  if (leader === null) return [value / 2, value / 2];
  return leader === 0 ? [value, 0] : [0, value];
}

/**
 * The match as section 5's match play round: a player each with the allowance as their handicap
 * (team numbers 1 and 2 in four-ball), or in foursomes one player a side, named by the side's
 * first player, whose scores are those entered with either partner's id.
 */
function roundOf(format: CupFormat, ids: [string[], string[]], handicaps: [number[], number[]], scores: readonly HoleScore[]) {
  if (format !== 'foursomes') {
    const players: RoundPlayer[] = ids.flatMap((side, s) =>
      side.map((id, i) => ({ id, courseHandicap: handicaps[s]![i]!, teamNumber: format === 'four_ball' ? s + 1 : null })),
    );
    return { players, scores };
  }
  const sideIdOf = new Map(ids.flatMap((side) => side.map((id) => [id, side[0]!] as const)));
  const players: RoundPlayer[] = ids.map((side, s) => ({ id: side[0]!, courseHandicap: handicaps[s]![0]! }));
  const sideScores = scores.flatMap((score) => {
    const sideId = sideIdOf.get(score.playerId);
    return sideId === undefined ? [] : [{ ...score, playerId: sideId }];
  });
  return { players, scores: sideScores };
}
