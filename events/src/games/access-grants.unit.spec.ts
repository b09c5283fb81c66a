import { describe, expect, it } from 'vitest';
import { evolveAccessGrants, type AccessGrant, type GameEventWithMetadata } from './access-grants.ts';
import type { GameEvent } from './index.ts';

const gameId = '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01';
const creator = '0f8fad5b-d9cb-469f-a165-70867728950e';
const bob = '16fd2706-8baf-433b-82eb-8c7fada847da';
const [ann, cat] = ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000003'];
const shareId = 'd0000000-0000-4000-8000-000000000001';

const at = (event: GameEvent, schemaVersion = 1): GameEventWithMetadata =>
  ({ ...event, metadata: { userId: creator, schemaVersion } }) as GameEventWithMetadata;
const fold = (events: GameEventWithMetadata[]) =>
  events.reduce<readonly AccessGrant[]>((grants, event) => evolveAccessGrants(grants, event), []);

const created = at({
  type: 'GameCreated',
  data: {
    gameId,
    name: 'G',
    gameType: 'dogfight',
    scoringType: 'net',
    numberOfRounds: 1,
    targetPlayerCount: 4,
    pointsSystem: null,
    tripId: null,
    isNassau: false,
    useEightyPercentHandicap: false,
    payouts: [],
    createdBy: creator,
    adminCode: 'AAAAAA',
    playerCode: 'PPPPPP',
    viewCode: 'VVVVVV',
  },
});
const added = (playerId: string, userId: string | null, version: number) =>
  at({ type: 'PlayerAdded', data: { gameId, playerId, name: 'Ann', handicap: 10, ghinId: null, userId, teamNumber: null } }, version);

describe('access grants of a game', () => {
  it('given a new game, then its creator holds admin access, granted by nobody', () => {
    expect(fold([created])).toEqual([
      { grantId: gameId, level: 'admin', via: 'creator', userId: creator, email: null, playerName: null, playerIds: [], grantedBy: null },
    ]);
  });

  it('given an e-mail share, then it is held by the address (and the account known then), granted by the sharer', () => {
    const shared = at({
      type: 'GameShared',
      data: { gameId, grantId: shareId, email: 'bob@example.com', userId: null, level: 'player', playerName: 'Ann' },
    });
    expect(fold([created, shared])[1]).toEqual({
      grantId: shareId,
      level: 'player',
      via: 'email_share',
      userId: null,
      email: 'bob@example.com',
      playerName: 'Ann',
      playerIds: [],
      grantedBy: creator,
    });
  });

  it('when a grant changes its players, then they replace the tie by name; when revoked, it is gone', () => {
    const shared = at({
      type: 'GameShared',
      data: { gameId, grantId: shareId, email: 'bob@example.com', userId: bob, level: 'player', playerName: 'Ann' },
    });
    const changed = at({ type: 'AccessChanged', data: { gameId, grantId: shareId, playerIds: [ann, cat] } });
    expect(fold([created, shared, changed])[1]).toMatchObject({ level: 'player', playerName: null, playerIds: [ann, cat] });
    const promoted = at({ type: 'AccessChanged', data: { gameId, grantId: shareId, level: 'admin' } });
    expect(fold([created, shared, promoted])[1]).toMatchObject({ level: 'admin', playerName: 'Ann' });
    const revoked = at({ type: 'AccessRevoked', data: { gameId, grantId: shareId, reason: 'revoked' } });
    expect(fold([created, shared, revoked])).toHaveLength(1);
  });

  it('when an invitation to an address without an account is accepted, then the share is the accepting account’s', () => {
    const shared = at({
      type: 'GameShared',
      data: { gameId, grantId: shareId, email: 'bob@example.com', userId: null, level: 'player', playerName: 'Ann' },
    });
    const accepted = at({ type: 'InvitationAccepted', data: { gameId, grantId: shareId, userId: bob } });
    expect(fold([created, shared, accepted])[1]).toMatchObject({
      userId: bob,
      email: 'bob@example.com',
      level: 'player',
      playerName: 'Ann',
    });
  });

  it('given PlayerAdded version 1 with an account, then that account holds player access to it (as before access had its own events)', () => {
    expect(fold([created, added(ann, bob, 1)])[1]).toEqual({
      grantId: ann,
      level: 'player',
      via: 'player_account',
      userId: bob,
      email: null,
      playerName: null,
      playerIds: [ann],
      grantedBy: creator,
    });
    expect(fold([created, added(ann, creator, 1)])).toHaveLength(1);
  });

  it('given PlayerAdded version 2, then access comes only from its own AccessGranted', () => {
    expect(fold([created, added(ann, bob, 2)])).toHaveLength(1);
    const granted = at({
      type: 'AccessGranted',
      data: { gameId, grantId: ann, userId: bob, level: 'player', via: 'player_account', playerIds: [ann] },
    });
    expect(fold([created, added(ann, bob, 2), granted])[1]).toMatchObject({ via: 'player_account', userId: bob, playerIds: [ann] });
  });

  it('when a player is removed, then nobody scores for them and their account’s access ends with them', () => {
    const account = at({
      type: 'AccessGranted',
      data: { gameId, grantId: ann, userId: bob, level: 'player', via: 'player_account', playerIds: [ann] },
    });
    const scorer = at({
      type: 'AccessGranted',
      data: { gameId, grantId: shareId, userId: creator, level: 'player', via: 'code', playerIds: [ann, cat] },
    });
    const removed = at({ type: 'PlayerRemoved', data: { gameId, playerId: ann } });
    const grants = fold([created, account, scorer, removed]);
    expect(grants.map((grant) => grant.grantId)).toEqual([gameId, shareId]);
    expect(grants[1]?.playerIds).toEqual([cat]);
  });

  it('events that do not touch access leave the very same grants', () => {
    const grants = fold([created]);
    expect(evolveAccessGrants(grants, at({ type: 'GameRenamed', data: { gameId, name: 'H' } }))).toBe(grants);
    expect(evolveAccessGrants(grants, added(ann, null, 2))).toBe(grants);
  });
});
