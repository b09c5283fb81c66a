import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { actorOf, playerWithAccount, adminId, gameCreated, gameId, givenGameEvents, playerAdded, playerIds, playingUserId, roundCourseChosen, strangerId, teeChosen } from '../given-game-events.ts';
import { decideRecalculateScores } from './decide.ts';

const setup: GameEvent[] = [gameCreated(), playerAdded(0), ...playerWithAccount(1, playingUserId), roundCourseChosen(), teeChosen(0), teeChosen(1)];
const scoreEntered: GameEvent = {
  type: 'ScoreEntered',
  data: { gameId, scoreId: 'd0000000-0000-4000-8000-000000000001', playerId: playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 4, enteredByUserId: adminId, access: 'owner' },
};
const recalculate = (events: GameEvent[], actorId = adminId) => decideRecalculateScores({ actor: actorOf(actorId) }, givenGameEvents(events));

describe('recalculate scores', () => {
  it('given scores, then ScoresRecalculated; given none, then nothing to record', () => {
    expect(recalculate([...setup, scoreEntered])).toEqual([{ type: 'ScoresRecalculated', data: { gameId } }]);
    expect(recalculate(setup)).toEqual([]);
  });

  it('refuses anyone but the admin: a player 403, a stranger 404', () => {
    expect(() => recalculate([...setup, scoreEntered], playingUserId)).toThrow(ForbiddenError);
    expect(() => recalculate([...setup, scoreEntered], strangerId)).toThrow(NotFoundError);
  });
});
