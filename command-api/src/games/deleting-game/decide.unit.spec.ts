import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playingUserId,
  strangerId,
} from '../testing/given-game-events.ts';
import { decideDeleteGame } from './decide.ts';

describe('delete game', () => {
  it('given a game, when its admin deletes it, then GameDeleted', () => {
    expect(decideDeleteGame({ actor: actorOf(adminId) }, givenGameEvents([gameCreated()]))).toEqual([
      { type: 'GameDeleted', data: { gameId } },
    ]);
  });

  it('refuses a player (403), a stranger and a deleted game (404)', () => {
    const game = givenGameEvents([gameCreated(), ...playerWithAccount(0, playingUserId)]);
    expect(() => decideDeleteGame({ actor: actorOf(playingUserId) }, game)).toThrow(ForbiddenError);
    expect(() => decideDeleteGame({ actor: actorOf(strangerId) }, game)).toThrow(NotFoundError);
    expect(() =>
      decideDeleteGame({ actor: actorOf(adminId) }, givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }])),
    ).toThrow(NotFoundError);
  });
});
