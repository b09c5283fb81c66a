import type { GameActor } from '../access/access-rule.ts';
import type { RoundCourseFacts } from '../rules/course-handicaps.ts';
import { blueTeeId, courseId, whiteTeeId } from '@golf/events/testing';

/** The game-event fixtures live beside the game's fold (events/src/games/testing/); decider tests take them from here with the command-side ones. */
export {
  givenGameEvents,
  givenGame,
  gameId,
  adminId,
  strangerId,
  playingUserId,
  courseId,
  otherCourseId,
  whiteTeeId,
  blueTeeId,
  playerIds,
  gameCreated,
  playerAdded,
  accessGranted,
  playerAccountGranted,
  playerWithAccount,
  roundCourseChosen,
  teeChosen,
  scoreWrittenAt,
} from '@golf/events/testing';

/** A signed-in actor of the fixtures: the user `id`, with an e-mail address made from it. */
export function actorOf(id: string, email = `${id}@example.com`): GameActor {
  return { id, email };
}

const par72 = [4, 4, 4, 4, 3, 5, 4, 5, 4, 4, 4, 4, 4, 3, 5, 4, 4, 3];

/** The fixture course: white tee 71.2 / 125, blue tee 74.1 / 135, both par 72. */
export const fixtureCourse: RoundCourseFacts = {
  courseId,
  holes: 18,
  teeSets: [
    { id: whiteTeeId, name: 'White', rating: 71.2, slope: 125, pars: par72 },
    { id: blueTeeId, name: 'Blue', rating: 74.1, slope: 135, pars: par72 },
  ],
};

/** The fixture course's tees as score commands derive with them: par 72, stroke index 1 … 18 in hole order. */
export const fixtureTees: ReadonlyMap<string, ReadonlyArray<{ holeNumber: number; par: number; strokeIndex: number }>> = new Map(
  [whiteTeeId, blueTeeId].map((teeSetId) => [
    teeSetId,
    par72.map((par, index) => ({ holeNumber: index + 1, par, strokeIndex: index + 1 })),
  ]),
);
