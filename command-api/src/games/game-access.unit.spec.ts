import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { accessLevelOf, accessLevelOfCode, requireAdmin, requireViewer, visibleCodes } from './game-access.ts';
import { adminId, gameCreated, gameId, givenGameEvents, playerAdded, playingUserId, strangerId } from './given-game-events.ts';

const codes = { adminCode: 'ADM234', playerCode: 'PLY234', viewCode: 'VUE234' };

describe('game access', () => {
  it('the creator is admin, a registered player is player, anyone else has none', () => {
    const facts = { createdBy: adminId, playerUserIds: [null, playingUserId] };
    expect(accessLevelOf(facts, adminId)).toBe('admin');
    expect(accessLevelOf(facts, playingUserId)).toBe('player');
    expect(accessLevelOf(facts, strangerId)).toBeNull();
  });

  it('each code grants its level, in any case; other codes none', () => {
    expect(accessLevelOfCode(codes, 'adm234')).toBe('admin');
    expect(accessLevelOfCode(codes, ' PLY234 ')).toBe('player');
    expect(accessLevelOfCode(codes, 'VUE234')).toBe('viewer');
    expect(accessLevelOfCode(codes, 'XXXXXX')).toBeNull();
  });

  it('shows the admin every code, a player the player and view codes, a viewer the view code', () => {
    expect(visibleCodes(codes, 'admin')).toEqual(codes);
    expect(visibleCodes(codes, 'player')).toEqual({ adminCode: null, playerCode: 'PLY234', viewCode: 'VUE234' });
    expect(visibleCodes(codes, 'viewer')).toEqual({ adminCode: null, playerCode: null, viewCode: 'VUE234' });
  });

  it('a stranger, a missing and a deleted game are all 404; a player may look but not change (403)', () => {
    const game = givenGameEvents([gameCreated(), playerAdded(0, { userId: playingUserId })]);
    expect(requireViewer(game, playingUserId).level).toBe('player');
    expect(requireAdmin(game, adminId).id).toBe(gameId);
    expect(() => requireAdmin(game, playingUserId)).toThrow(ForbiddenError);
    expect(() => requireViewer(game, strangerId)).toThrow(new NotFoundError('Game not found'));
    expect(() => requireViewer(givenGameEvents([]), adminId)).toThrow(NotFoundError);
    expect(() => requireViewer(givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }]), adminId)).toThrow(NotFoundError);
  });
});
