import { courseHandicap, teePar, type HoleCount } from '@golf/golf';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { underGolfRules } from './golf-rule-violation.ts';

/** A tee set as a course handicap needs it: course rating, slope rating and its holes' pars in hole order. */
export interface TeeFacts {
  id: string;
  name: string;
  rating: number;
  slope: number;
  pars: readonly number[];
}

/**
 * The course of a round as the commands that set tees and handicaps need it, looked up by the
 * route before deciding (deciders do no I/O).
 */
export interface RoundCourseFacts {
  courseId: string;
  holes: HoleCount;
  teeSets: readonly TeeFacts[];
}

export function requireTee(course: RoundCourseFacts, teeSetId: string): TeeFacts {
  const tee = course.teeSets.find((t) => t.id === teeSetId);
  if (!tee) throw new RuleViolationError('Tee set not found on this round’s course');
  return tee;
}

/** A player's course handicap from a tee: docs/golf-rules.md section 1, computed by @golf/golf. */
export function courseHandicapFrom(handicapIndex: number, tee: TeeFacts, holes: HoleCount, useEightyPercent: boolean): number {
  return underGolfRules(() =>
    courseHandicap({
      handicapIndex,
      holeCount: holes,
      slopeRating: tee.slope,
      courseRating: tee.rating,
      par: teePar(tee.pars, holes),
      useEightyPercent,
    }),
  );
}
