import type { AppDeps } from '../../app-deps.ts';
import { loadCourse } from '../../courses/course.ts';
import type { RoundCourseFacts } from '../rules/course-handicaps.ts';
import { gameAggregate, gameStream, isGameId } from '../game.ts';
import { isGame } from '@golf/events';

/**
 * The course a game's round plays, with its tee sets, looked up before deciding (deciders do no
 * I/O). Null when the game or round has none, or the course is gone: the decider then refuses
 * with the right message, and rechecks that the round still has this course.
 */
export async function lookUpRoundCourse(deps: AppDeps, gameId: string, roundNumber: number): Promise<RoundCourseFacts | null> {
  if (!isGameId(gameId)) return null;
  // The game's fold is kept: the command that follows reads only its newer events.
  const { state } = await deps.streamCache.read(gameStream(gameId), gameAggregate);
  const courseId = isGame(state) ? state.rounds.find((r) => r.roundNumber === roundNumber)?.courseId : undefined;
  if (!courseId) return null;
  const { state: course } = await loadCourse(deps.store, courseId);
  if (course.status !== 'active') return null;
  return {
    courseId: course.id,
    holes: course.holes,
    teeSets: course.teeSets.map((tee) => ({
      id: tee.teeSetId,
      name: tee.name,
      rating: tee.rating,
      slope: tee.slope,
      pars: [...tee.holes].sort((a, b) => a.holeNumber - b.holeNumber).map((hole) => hole.par),
    })),
  };
}
