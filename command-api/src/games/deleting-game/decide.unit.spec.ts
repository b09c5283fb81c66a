import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { adminId, gameCreated, gameId, givenGameEvents, playerAdded, playingUserId, strangerId } from '../given-game-events.ts';
import { decideDeleteGame } from './decide.ts';

describe('delete game', () => {
  it('given a game, when its admin deletes it, then GameDeleted', () => {
    expect(decideDeleteGame({ actorId: adminId }, givenGameEvents([gameCreated()]))).toEqual([{ type: 'GameDeleted', data: { gameId } }]);
  });

  it('refuses a player (403), a stranger and a deleted game (404)', () => {
    const game = givenGameEvents([gameCreated(), playerAdded(0, { userId: playingUserId })]);
    expect(() => decideDeleteGame({ actorId: playingUserId }, game)).toThrow(ForbiddenError);
    expect(() => decideDeleteGame({ actorId: strangerId }, game)).toThrow(NotFoundError);
    expect(() => decideDeleteGame({ actorId: adminId }, givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }]))).toThrow(NotFoundError);
  });
});
