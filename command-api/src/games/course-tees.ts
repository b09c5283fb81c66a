import type { EventStore, Game } from '@golf/events';
import type { TeeHole } from '@golf/golf';
import { loadCourse } from '../courses/course.ts';
import type { TeeHoles } from './score-derivation.ts';

/**
 * The holes of every tee set of the courses of the game's rounds `roundNumbers` (every round when
 * omitted), from the courses' own streams: the write side's view of the tees a score command
 * derives net and points with. A course gone (deleted) has no tees, as on the read side.
 */
export async function teeHolesOfRounds(store: EventStore, game: Game, roundNumbers?: readonly number[]): Promise<TeeHoles> {
  const rounds = roundNumbers ? game.rounds.filter((r) => roundNumbers.includes(r.roundNumber)) : game.rounds;
  const courseIds = [...new Set(rounds.map((r) => r.courseId))];
  const courses = await Promise.all(courseIds.map((courseId) => loadCourse(store, courseId)));
  const tees = new Map<string, readonly TeeHole[]>();
  for (const { state } of courses) {
    if (state.status !== 'active') continue;
    for (const teeSet of state.teeSets) tees.set(teeSet.teeSetId, teeSet.holes.map(({ holeNumber, par, strokeIndex }) => ({ holeNumber, par, strokeIndex })));
  }
  return tees;
}
