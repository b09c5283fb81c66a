import { courseHandicap, HANDICAP_INDEX_MAX, HANDICAP_INDEX_MIN } from '../handicap/course-handicap.ts';
import { allocateStrokes } from '../handicap/strokes-received.ts';

/**
 * A tee as the handicap record reads it: its course rating (CR), slope rating (SR) and its 18
 * holes in hole order, each with its par and stroke index.
 */
export interface RatedTee {
  courseRating: number;
  slopeRating: number;
  holes: ReadonlyArray<{ par: number; strokeIndex: number }>;
}

/** Rule 3.1 before a player has an index: at most par + 5 on any hole. */
export const PAR_PLUS_MAXIMUM = 5;
/** Net double bogey: par + 2 + the handicap strokes received on the hole. */
export const NET_DOUBLE_BOGEY = 2;

export interface HoleMaximums {
  /**
   * The course handicap the index in effect gives on this tee (WHS formula, full allowance, no
   * manual change); null while the player has no index.
   */
  courseHandicap: number | null;
  /** The most a hole counts for, hole by hole. */
  maximums: number[];
}

/** The tee's total par. */
export const parOfTee = (tee: RatedTee) => tee.holes.reduce((sum, hole) => sum + hole.par, 0);

/**
 * The most each hole counts for in the adjusted gross score (Rule 3.1). `indexBefore` is the
 * player's Handicap Index from the app when the round was played (null: fewer than 3 rounds
 * counted before it). Without one, par + 5. With one, net double bogey: par + 2 + the strokes
 * the course handicap gives on the hole (a plus handicap gives strokes back: par + 1 there).
 * An index beyond the range a course handicap is worked from (−10 … 54) is taken at its bound.
 */
export function holeMaximums(tee: RatedTee, indexBefore: number | null): HoleMaximums {
  if (indexBefore === null) return { courseHandicap: null, maximums: tee.holes.map((hole) => hole.par + PAR_PLUS_MAXIMUM) };
  const handicap = courseHandicap({
    handicapIndex: Math.min(HANDICAP_INDEX_MAX, Math.max(HANDICAP_INDEX_MIN, indexBefore)),
    holeCount: 18,
    slopeRating: tee.slopeRating,
    courseRating: tee.courseRating,
    par: parOfTee(tee),
  });
  const strokes = allocateStrokes(
    handicap,
    tee.holes.map((hole) => hole.strokeIndex),
  );
  return { courseHandicap: handicap, maximums: tee.holes.map((hole, i) => hole.par + NET_DOUBLE_BOGEY + strokes[i]!) };
}
