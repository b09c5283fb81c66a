import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  accessGranted,
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  playerWithAccount,
  playingUserId,
  strangerId,
} from '../testing/given-game-events.ts';
import { requireAdmin, requireScoreWriter, requireViewer } from './require-access.ts';
import { isGame } from '@golf/events';

describe('access on the write side', () => {
  it('a stranger, a missing and a deleted game are all 404; a player may look but not change (403)', () => {
    const game = givenGameEvents([gameCreated(), ...playerWithAccount(0, playingUserId)]);
    expect(requireViewer(game, actorOf(playingUserId)).access.level).toBe('player');
    expect(requireAdmin(game, actorOf(adminId)).id).toBe(gameId);
    expect(() => requireAdmin(game, actorOf(playingUserId))).toThrow(new ForbiddenError('Only the game’s admin can change this game'));
    expect(() => requireViewer(game, actorOf(strangerId))).toThrow(new NotFoundError('Game not found'));
    expect(() => requireViewer(givenGameEvents([]), actorOf(adminId))).toThrow(NotFoundError);
    expect(() => requireViewer(givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }]), actorOf(adminId))).toThrow(
      NotFoundError,
    );
  });

  it('a player writes the scores of the players they are tied to; others and viewers get 403 with the reason', () => {
    const state = givenGameEvents([
      gameCreated(),
      playerAdded(0),
      playerAdded(1),
      accessGranted(playingUserId, 'player', [playerIds[1]]),
      accessGranted(strangerId, 'viewer'),
    ]);
    if (!isGame(state)) throw new Error('no game');
    expect(requireScoreWriter(state, actorOf(playingUserId), playerIds[1])).toBe('code_player');
    expect(() => requireScoreWriter(state, actorOf(playingUserId), playerIds[0])).toThrow(
      new ForbiddenError('You can only change your own scores'),
    );
    expect(() => requireScoreWriter(state, actorOf(strangerId), playerIds[0])).toThrow(
      new ForbiddenError('You can view this game but not change its scores'),
    );
    expect(requireScoreWriter(state, actorOf(adminId), playerIds[0])).toBe('owner');
  });
});
