import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  fixtureTees,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
  roundCourseChosen,
  strangerId,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideRecalculateScores } from './decide.ts';

const setup: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  ...playerWithAccount(1, playingUserId),
  roundCourseChosen(),
  teeChosen(0),
  teeChosen(1),
];
const scoreId = 'd0000000-0000-4000-8000-000000000001';
const enteredData = {
  gameId,
  scoreId,
  playerId: playerIds[0],
  roundNumber: 1,
  holeNumber: 1,
  strokes: 4,
  facts: null,
  enteredByUserId: adminId,
  access: 'owner' as const,
  asEntered: { netScore: 4, points: 2 },
};
const scoreEntered: GameEvent = { type: 'ScoreEntered', data: enteredData };
const recalculate = (events: GameEvent[], actorId = adminId) =>
  decideRecalculateScores({ actor: actorOf(actorId), tees: fixtureTees }, givenGameEvents(events));

describe('recalculate scores', () => {
  it('given scores whose values have not moved, then ScoresRecalculated counting none; given none, then nothing to record', () => {
    expect(recalculate([...setup, scoreEntered])).toEqual([{ type: 'ScoresRecalculated', data: { gameId, updatedScores: 0, scores: [] } }]);
    expect(recalculate(setup)).toEqual([]);
  });

  it('given a score entered at net 4 and the player now receiving a stroke on the hole, then it counts once with its new values; a second review counts none', () => {
    const handicapped: GameEvent = {
      type: 'CourseHandicapAdjusted',
      data: { gameId, roundNumber: 1, playerId: playerIds[0], courseHandicap: 18 },
    };
    const first = recalculate([...setup, scoreEntered, handicapped]);
    expect(first).toEqual([
      { type: 'ScoresRecalculated', data: { gameId, updatedScores: 1, scores: [{ scoreId: scoreId, netScore: 3, points: 4 }] } },
    ]);
    expect(recalculate([...setup, scoreEntered, handicapped, ...first])).toEqual([
      { type: 'ScoresRecalculated', data: { gameId, updatedScores: 0, scores: [] } },
    ]);
  });

  it('given a score recorded before events kept its values, then it joins the review without being counted', () => {
    const legacy: GameEvent = { type: 'ScoreEntered', data: { ...enteredData, asEntered: null } };
    expect(recalculate([...setup, legacy])).toEqual([
      { type: 'ScoresRecalculated', data: { gameId, updatedScores: 0, scores: [{ scoreId: scoreId, netScore: 4, points: 2 }] } },
    ]);
  });

  it('refuses anyone but the admin: a player 403, a stranger 404', () => {
    expect(() => recalculate([...setup, scoreEntered], playingUserId)).toThrow(ForbiddenError);
    expect(() => recalculate([...setup, scoreEntered], strangerId)).toThrow(NotFoundError);
  });
});
