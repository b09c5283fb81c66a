import { GolfRuleError } from '../golf-rule-error.ts';
import type { TeamIndex } from './cup-format.ts';
import type { CupMatchResult } from './cup-match.ts';

/**
 * - `in_progress`: nobody has won or retained the cup yet.
 * - `won`: a team has more than half the points (`clinched` while matches are still to decide).
 * - `retained`: the holder has exactly half and the other team can no longer pass it.
 * - `tied`: every match decided, half each, and no holder.
 */
export type CupResult = 'in_progress' | 'won' | 'retained' | 'tied';

export interface CupStandingInput {
  /** Every match made so far (all sessions), each as `cupMatch` answers it. */
  matches: readonly Pick<CupMatchResult, 'state' | 'value' | 'points' | 'projectedPoints'>[];
  /** The team that holds the cup and retains it on a tie; null when nobody does. */
  holder: TeamIndex | null;
  /**
   * The points the cup will have in all once every session is made, when the trip has set it;
   * absent means the points of the matches made (`pointsAvailable`).
   */
  plannedPoints?: number;
}

export interface CupStanding {
  /** Each team's points decided, and decided plus the matches on the course as they stand. */
  teams: [{ points: number; projectedPoints: number }, { points: number; projectedPoints: number }];
  /** `N`: the points of every match made (or the planned points when larger). */
  pointsAvailable: number;
  /** The fewest points that are more than `N / 2`. */
  pointsToWin: number;
  /** `N / 2` for the holder; null without a holder. */
  pointsToRetain: number | null;
  result: CupResult;
  /** The team that won or retained the cup; null otherwise. */
  winner: TeamIndex | null;
  /** The cup is won or retained with matches still to be decided. */
  clinched: boolean;
}

/**
 * The cup's points (docs/golf-rules.md section 16): a match won 1 (or the session's value),
 * halved a half each. With `N` points in all a team wins with more than `N / 2`, as soon as its
 * points decided pass it; the holder retains the cup at exactly `N / 2`; every match decided at
 * `N / 2` each without a holder is a tie. Projected points add the matches on the course as they
 * stand (up: the match's value, all square: half each).
 */
export function cupStanding(input: CupStandingInput): CupStanding {
  const made = input.matches.reduce((sum, match) => sum + match.value, 0);
  const planned = input.plannedPoints ?? made;
  if (!Number.isInteger(planned * 2) || planned < made) {
    throw new GolfRuleError(`The cup's planned points must be in half points and at least the ${made} of the matches made, not ${planned}`);
  }
  const total = (team: TeamIndex, key: 'points' | 'projectedPoints') => input.matches.reduce((sum, match) => sum + match[key][team], 0);
  const points: [number, number] = [total(0, 'points'), total(1, 'points')];
  const half = planned / 2;
  const everyMatchDecided = planned === made && input.matches.every((match) => match.state === 'decided');
  const leader = ([0, 1] as const).find((team) => points[team] > half) ?? null;
  const holderRetains = input.holder !== null && points[input.holder] === half && planned > 0;
  const result: CupResult =
    leader !== null ? 'won' : holderRetains ? 'retained' : everyMatchDecided && planned > 0 ? 'tied' : 'in_progress';
  const winner = leader ?? (holderRetains ? input.holder : null);
  return {
    teams: [
      { points: points[0], projectedPoints: total(0, 'projectedPoints') },
      { points: points[1], projectedPoints: total(1, 'projectedPoints') },
    ],
    pointsAvailable: planned,
    pointsToWin: pointsToWin(planned, input.matches),
    pointsToRetain: input.holder === null ? null : half,
    result,
    winner,
    clinched: (result === 'won' || result === 'retained') && !everyMatchDecided,
  };
}

/**
 * Teams score in half points when every match is worth whole points, else in quarter points
 * (a match worth 1½ halved); the fewest points more than `N / 2` is the next step above it.
 */
function pointsToWin(total: number, matches: CupStandingInput['matches']): number {
  const step = Number.isInteger(total) && matches.every((match) => Number.isInteger(match.value)) ? 0.5 : 0.25;
  return (Math.floor(total / 2 / step) + 1) * step;
}
