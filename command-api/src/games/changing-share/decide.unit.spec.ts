import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  accessGranted,
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
} from '../testing/given-game-events.ts';
import { decideRevokeShare } from '../revoking-share/decide.ts';
import { decideChangeShare } from './decide.ts';

const scorerGrant = 'e1000000-0000-4000-8000-000000000001';
const game: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  playerAdded(1),
  playerAdded(2),
  accessGranted(playingUserId, 'player', [playerIds[0]], 'code', scorerGrant),
];
const change = (fields: Partial<Parameters<typeof decideChangeShare>[0]>, events = game) =>
  decideChangeShare({ actor: actorOf(adminId), grantId: scorerGrant, ...fields }, givenGameEvents(events));

describe('change a share', () => {
  it('when an admin ties a player’s access to a foursome, then AccessChanged with those players, and they score for them', () => {
    const decided = change({ playerIds: [playerIds[0], playerIds[1], playerIds[2], playerIds[1]] });
    expect(decided).toEqual([
      { type: 'AccessChanged', data: { gameId, grantId: scorerGrant, playerIds: [playerIds[0], playerIds[1], playerIds[2]] } },
    ]);
    expect(givenGame([...game, ...decided]).access.find((grant) => grant.grantId === scorerGrant)?.playerIds).toHaveLength(3);
  });

  it('records only what differs, and nothing when nothing does', () => {
    expect(change({ level: 'viewer', playerIds: [] })).toEqual([
      { type: 'AccessChanged', data: { gameId, grantId: scorerGrant, level: 'viewer', playerIds: [] } },
    ]);
    expect(change({ level: 'player', playerIds: [playerIds[0]] })).toEqual([]);
  });

  it('refuses players outside the game or on a non-player access (400), an unknown share (404), the creator’s (409), a non-admin (403)', () => {
    expect(() => change({ playerIds: [gameId] })).toThrow(new BadRequestError('This player is not in the game'));
    expect(() => change({ level: 'admin', playerIds: [playerIds[0]] })).toThrow(
      new BadRequestError('Only a player’s access is tied to players'),
    );
    expect(() => change({ grantId: playerIds[3] })).toThrow(new NotFoundError('Share not found'));
    expect(() => change({ grantId: gameId, level: 'viewer' })).toThrow(new ConflictError('The game’s creator always keeps admin access'));
    expect(() => change({ actor: actorOf(playingUserId), level: 'admin' })).toThrow(ForbiddenError);
  });
});

describe('revoke a share', () => {
  it('when an admin revokes it, then AccessRevoked and the holder has no access left', () => {
    const decided = decideRevokeShare({ actor: actorOf(adminId), grantId: scorerGrant }, givenGameEvents(game));
    expect(decided).toEqual([{ type: 'AccessRevoked', data: { gameId, grantId: scorerGrant, reason: 'revoked' } }]);
    expect(givenGame([...game, ...decided]).access.map((grant) => grant.userId)).toEqual([adminId]);
  });

  it('refuses the creator’s access (409) and anyone but an admin', () => {
    expect(() => decideRevokeShare({ actor: actorOf(adminId), grantId: gameId }, givenGameEvents(game))).toThrow(ConflictError);
    expect(() => decideRevokeShare({ actor: actorOf(playingUserId), grantId: scorerGrant }, givenGameEvents(game))).toThrow(ForbiddenError);
  });
});
