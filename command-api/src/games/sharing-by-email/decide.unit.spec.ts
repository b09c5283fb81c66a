import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
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
import { decideShareWithUser, type ShareWithUser } from './decide.ts';

const grantId = 'd0000000-0000-4000-8000-000000000001';
const share = (overrides: Partial<ShareWithUser> = {}): ShareWithUser => ({
  actor: actorOf(adminId),
  grantId,
  email: 'bob@example.com',
  userId: null,
  level: 'player',
  playerName: 'Ann',
  ...overrides,
});
const game: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1)];

describe('share with an e-mail address', () => {
  it('given an address without access, then GameShared with the player named as the game spells it', () => {
    expect(decideShareWithUser(share({ playerName: 'ann' }), givenGameEvents(game))).toEqual([
      { type: 'GameShared', data: { gameId, grantId, email: 'bob@example.com', userId: null, level: 'player', playerName: 'Ann' } },
    ]);
  });

  it('given a level other than player, then no player is named', () => {
    expect(decideShareWithUser(share({ level: 'viewer' }), givenGameEvents(game))[0]?.data).toMatchObject({
      level: 'viewer',
      playerName: null,
    });
  });

  it('given the same share again, then nothing; a new level or player changes the existing one', () => {
    const shared = [...game, ...decideShareWithUser(share(), givenGameEvents(game))];
    expect(decideShareWithUser(share({ grantId: playerIds[3] }), givenGameEvents(shared))).toEqual([]);
    expect(decideShareWithUser(share({ level: 'admin' }), givenGameEvents(shared))).toEqual([
      { type: 'AccessChanged', data: { gameId, grantId, level: 'admin' } },
    ]);
    expect(decideShareWithUser(share({ playerName: 'Bob' }), givenGameEvents(shared))).toEqual([
      { type: 'AccessChanged', data: { gameId, grantId, playerIds: [playerIds[1]] } },
    ]);
  });

  it('given the address’s account plays with access already, then sharing its own player again records nothing', () => {
    const played = [...game, ...playerWithAccount(2, playingUserId)];
    expect(decideShareWithUser(share({ userId: playingUserId, playerName: 'Cat' }), givenGameEvents(played))).toEqual([]);
  });

  it('refuses a player name not in the game (400), the creator (409), a player (403) and a stranger (404)', () => {
    expect(() => decideShareWithUser(share({ playerName: 'Zed' }), givenGameEvents(game))).toThrow(
      new BadRequestError('No player named “Zed” in this game'),
    );
    expect(() => decideShareWithUser(share({ userId: adminId }), givenGameEvents(game))).toThrow(ConflictError);
    const played = givenGameEvents([...game, ...playerWithAccount(2, playingUserId)]);
    expect(() => decideShareWithUser(share({ actor: actorOf(playingUserId) }), played)).toThrow(ForbiddenError);
    expect(() => decideShareWithUser(share({ actor: actorOf(strangerId) }), played)).toThrow(NotFoundError);
  });
});
