import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ForbiddenError } from '../../commands/domain-error.ts';
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
  strangerId,
} from '../given-game-events.ts';
import { decideRegenerateCodes } from './decide.ts';

const codes = { adminCode: 'NEWADM', playerCode: 'NEWPLY', viewCode: 'NEWVUE' };
const shareId = 'd0000000-0000-4000-8000-000000000003';
const game: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  accessGranted(playingUserId, 'player', [playerIds[0]], 'code', 'e1000000-0000-4000-8000-000000000001'),
  { type: 'GameShared', data: { gameId, grantId: shareId, email: 'eve@example.com', userId: null, level: 'viewer', playerName: null } },
];

describe('regenerate codes', () => {
  it('when an admin regenerates, then new codes, and whoever joined with a code loses it; e-mail shares stay', () => {
    const decided = decideRegenerateCodes({ actor: actorOf(adminId), codes }, givenGameEvents(game));
    expect(decided).toEqual([
      { type: 'GameCodesRegenerated', data: { gameId, ...codes } },
      { type: 'AccessRevoked', data: { gameId, grantId: 'e1000000-0000-4000-8000-000000000001', reason: 'codes_regenerated' } },
    ]);
    const after = givenGame([...game, ...decided]);
    expect(after.codes).toEqual(codes);
    expect(after.access.map((grant) => grant.via)).toEqual(['creator', 'email_share']);
  });

  it('refuses anyone but an admin', () => {
    expect(() => decideRegenerateCodes({ actor: actorOf(playingUserId), codes }, givenGameEvents(game))).toThrow(ForbiddenError);
    expect(() => decideRegenerateCodes({ actor: actorOf(strangerId), codes }, givenGameEvents(game))).toThrow('Game not found');
  });
});
