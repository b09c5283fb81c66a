import { requireInteger } from '../golf-rule-error.ts';

/**
 * The handicap a match play player's strokes are allocated from (docs/golf-rules.md section 5): strokes
 * are taken off the lowest course handicap in the match, so each player receives `CH − lowest
 * CH` and the best player in the match plays off 0. `matchCourseHandicaps` are the course
 * handicaps of everyone in the match; the player's own counts even when it is missing there.
 */
export function matchPlayHandicap(courseHandicap: number, matchCourseHandicaps: readonly number[]): number {
  requireInteger(courseHandicap, 'Course handicap');
  matchCourseHandicaps.forEach((ch) => requireInteger(ch, 'Course handicap'));
  return courseHandicap - Math.min(courseHandicap, ...matchCourseHandicaps);
}
