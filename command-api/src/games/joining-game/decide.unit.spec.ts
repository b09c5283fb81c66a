import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import {
  accessGranted,
  actorOf,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  playerWithAccount,
  playingUserId,
  strangerId,
} from '../testing/given-game-events.ts';
import { decideJoinGame, type JoinGame } from './decide.ts';

const grantId = 'd0000000-0000-4000-8000-000000000002';
const game: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1), ...playerWithAccount(2, playingUserId)];
const join = (fields: Partial<JoinGame>, events = game) =>
  decideJoinGame({ actor: actorOf(strangerId), grantId, code: 'PLY234', playerId: null, ...fields }, givenGameEvents(events));

describe('join a game with a code', () => {
  it('given a player code and a free player, then AccessGranted via code tied to that player', () => {
    expect(join({ playerId: playerIds[1] })).toEqual([
      { type: 'AccessGranted', data: { gameId, grantId, userId: strangerId, level: 'player', via: 'code', playerIds: [playerIds[1]] } },
    ]);
  });

  it('given the admin or view code, then that level, tied to nobody (a player chosen with it is ignored)', () => {
    expect(join({ code: 'ADM234', playerId: playerIds[0] })[0]?.data).toMatchObject({ level: 'admin', playerIds: [] });
    expect(join({ code: 'vue234' })[0]?.data).toMatchObject({ level: 'viewer', playerIds: [] });
  });

  it('given access already as high, then nothing; a player code adding another player records it', () => {
    expect(join({ code: 'VUE234', actor: actorOf(playingUserId) })).toEqual([]);
    const joined = [...game, accessGranted(strangerId, 'player', [playerIds[0]])];
    expect(join({ playerId: playerIds[0] }, joined)).toEqual([]);
    expect(join({ code: 'VUE234' }, joined)).toEqual([]);
    expect(join({ playerId: playerIds[1] }, joined)[0]?.data).toMatchObject({ level: 'player', playerIds: [playerIds[1]] });
  });

  it('refuses a wrong code or a missing game alike (404), a player not in the game (400), someone else’s player (409)', () => {
    expect(() => join({ code: 'NOPE23' })).toThrow(new NotFoundError('Invalid access code or game not found'));
    expect(() => join({}, [])).toThrow(new NotFoundError('Invalid access code or game not found'));
    expect(() => join({ playerId: gameId })).toThrow(new BadRequestError('This player is not in the game'));
    expect(() => join({ playerId: playerIds[2] })).toThrow(
      new ConflictError('Cat is already taken by someone else: choose another player'),
    );
    const scored = [...game, accessGranted(playingUserId, 'player', [playerIds[0]])];
    expect(() => join({ playerId: playerIds[0] }, scored)).toThrow(ConflictError);
  });
});
