import { SLOPE_RATING_MAX, SLOPE_RATING_MIN } from '../handicap/course-handicap.ts';
import type { HoleCount } from '../handicap/hole-count.ts';

/** What decides whether a player's round of a game goes into their handicap record. */
export interface RoundForRecord {
  /** The round's course's hole count when it was chosen. */
  holeCount: HoleCount;
  /** The game moved on to a later round, or was completed. */
  over: boolean;
  /** Holes of the round with a score for the player. */
  holesScored: number;
  /** The player's tee for the round: none chosen, gone from its course, or there with its holes and slope. */
  tee: 'none' | 'removed' | { holes: number; slopeRating: number };
}

export type RoundAcceptance = { counted: true } | { counted: false; reason: string };

/**
 * A round counts once the player has a score on all 18 holes of an 18-hole round and the round
 * is over, from a tee of the course library with all 18 holes and a slope the rules take.
 * 9-hole rounds do not count yet (the 2024 method needs an expected-score table). Otherwise the
 * reason says why, as the record shows it.
 */
export function roundAcceptance(round: RoundForRecord): RoundAcceptance {
  if (round.holeCount === 9) return { counted: false, reason: '9-hole rounds do not count yet' };
  if (!round.over) return { counted: false, reason: 'Round in progress' };
  if (round.holesScored < 18) return { counted: false, reason: `Scores on ${round.holesScored} of 18 holes` };
  if (round.tee === 'none') return { counted: false, reason: 'No tee was chosen' };
  if (round.tee === 'removed') return { counted: false, reason: 'Its tee set was removed from the course' };
  if (round.tee.holes !== 18) return { counted: false, reason: 'Its tee set does not have all 18 holes' };
  const slope = round.tee.slopeRating;
  if (!Number.isInteger(slope) || slope < SLOPE_RATING_MIN || slope > SLOPE_RATING_MAX) {
    return { counted: false, reason: `Its tee set's slope rating ${slope} is not ${SLOPE_RATING_MIN}–${SLOPE_RATING_MAX}` };
  }
  return { counted: true };
}
