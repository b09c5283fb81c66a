import { teeHolesOf, type Game } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import { loadActiveCourses } from '../courses/course-summaries.ts';
import type { TeeHoles } from './score-derivation.ts';

/**
 * The holes of every tee set of the courses of the game's rounds `roundNumbers` (every round when
 * omitted), from the courses' own streams: the write side's view of the tees a score command
 * derives net and points with. A course gone (deleted) has no tees, as on the read side.
 */
export async function teeHolesOfRounds(deps: Pick<AppDeps, 'folded'>, game: Game, roundNumbers?: readonly number[]): Promise<TeeHoles> {
  const rounds = roundNumbers ? game.rounds.filter((r) => roundNumbers.includes(r.roundNumber)) : game.rounds;
  const courseIds = [...new Set(rounds.map((r) => r.courseId))];
  const courses = await loadActiveCourses(deps, courseIds);
  return new Map([...courses.values()].flatMap((course) => [...teeHolesOf(course)]));
}
