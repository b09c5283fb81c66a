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
} from '../testing/given-game-events.ts';
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
  it('when an admin regenerates, then new codes, and everyone who joined keeps their access', () => {
    const decided = decideRegenerateCodes({ actor: actorOf(adminId), codes }, givenGameEvents(game));
    expect(decided).toEqual([{ type: 'GameCodesRegenerated', data: { gameId, ...codes } }]);
    const after = givenGame([...game, ...decided]);
    expect(after.codes).toEqual(codes);
    expect(after.access.map((grant) => grant.via)).toEqual(['creator', 'code', 'email_share']);
  });

  it('when an admin regenerates the viewer code alone, then the admin and player codes stay as they were', () => {
    const before = givenGame(game).codes;
    const decided = decideRegenerateCodes({ actor: actorOf(adminId), codes, level: 'viewer' }, givenGameEvents(game));
    expect(decided).toEqual([
      { type: 'GameCodesRegenerated', data: { gameId, adminCode: before.adminCode, playerCode: before.playerCode, viewCode: 'NEWVUE' } },
    ]);
    const player = decideRegenerateCodes({ actor: actorOf(adminId), codes, level: 'player' }, givenGameEvents(game));
    expect(player[0]?.data).toMatchObject({ adminCode: before.adminCode, playerCode: 'NEWPLY', viewCode: before.viewCode });
  });

  it('refuses anyone but an admin', () => {
    expect(() => decideRegenerateCodes({ actor: actorOf(playingUserId), codes }, givenGameEvents(game))).toThrow(ForbiddenError);
    expect(() => decideRegenerateCodes({ actor: actorOf(strangerId), codes }, givenGameEvents(game))).toThrow('Game not found');
  });
});
