import { describe, expect, it } from 'vitest';
import type { AccessGrant } from '@golf/events';
import {
  accessLevelOfCode,
  accessOf,
  claimedPlayerIds,
  gameActorOf,
  invitationAcceptance,
  mayInTrip,
  scoreAccessOf,
  tripRoleOf,
  tiedPlayerIds,
  visibleCodes,
  type GameAccessFacts,
} from './access-rule.ts';

const gameId = '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01';
const [owner, bob, carol, dave] = [
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000004',
];
const [ann, ben, cat] = [
  'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000002',
  'c0000000-0000-4000-8000-000000000003',
];
const user = (id: string, email = `${id}@example.com`) => ({ kind: 'user' as const, actor: { id, email } });
const grant = (fields: Partial<AccessGrant> & Pick<AccessGrant, 'grantId' | 'level' | 'via'>): AccessGrant => ({
  userId: null,
  email: null,
  playerName: null,
  playerIds: [],
  grantedBy: owner,
  ...fields,
});

const players = [
  { id: ann, name: 'Ann', userId: null },
  { id: ben, name: 'Ben', userId: carol },
  { id: cat, name: 'Cat', userId: null },
];
const facts = (grants: AccessGrant[]): GameAccessFacts => ({ gameId, viewCode: 'VUE234', grants, players });
const creatorGrant = grant({ grantId: gameId, level: 'admin', via: 'creator', userId: owner, grantedBy: null });

describe('the access rule', () => {
  it('given the creator, then admin over every player, writing as owner', () => {
    expect(accessOf(facts([creatorGrant]), user(owner))).toEqual({ level: 'admin', grant: creatorGrant, playerIds: [ann, ben, cat] });
    expect(scoreAccessOf(facts([creatorGrant]), user(owner).actor, cat)).toBe('owner');
  });

  it('given an e-mail share to an address without account, then whoever signs in with it (any case) holds it', () => {
    const share = grant({ grantId: 'd1', level: 'player', via: 'email_share', email: 'bob@example.com', playerName: 'ann' });
    expect(accessOf(facts([creatorGrant, share]), user(bob, 'Bob@Example.com'))).toMatchObject({ level: 'player', playerIds: [ann] });
    expect(scoreAccessOf(facts([creatorGrant, share]), { id: bob, email: 'bob@example.com' }, ann)).toBe('shared_player');
    expect(scoreAccessOf(facts([creatorGrant, share]), { id: bob, email: 'bob@example.com' }, cat)).toBeNull();
    expect(accessOf(facts([creatorGrant, share]), user(dave))).toBeNull();
  });

  it('given an e-mail share nobody holds, then an account that has not proved the address does not hold it', () => {
    const share = grant({ grantId: 'd1', level: 'admin', via: 'email_share', email: 'bob@example.com' });
    const unproved = gameActorOf({ id: dave, email: 'Bob@Example.com', emailConfirmed: false });
    expect(unproved).toEqual({ id: dave, email: null });
    expect(accessOf(facts([creatorGrant, share]), { kind: 'user', actor: unproved })).toBeNull();
    expect(scoreAccessOf(facts([creatorGrant, share]), unproved, ann)).toBeNull();
    const proved = gameActorOf({ id: dave, email: 'Bob@Example.com', emailConfirmed: true });
    expect(accessOf(facts([creatorGrant, share]), { kind: 'user', actor: proved })?.level).toBe('admin');
    // The link went only to the address: an unproved holder of it claims the share by taking it (it is not "someone else's").
    expect(invitationAcceptance(share, unproved, null, null)).toBe('claims');
  });

  it('given an e-mail share recorded with the account, then it stays that account’s when its address changes', () => {
    const share = grant({ grantId: 'd1', level: 'viewer', via: 'email_share', email: 'bob@example.com', userId: bob });
    expect(accessOf(facts([share]), user(bob, 'new@example.com'))?.level).toBe('viewer');
    expect(accessOf(facts([share]), user(dave, 'bob@example.com'))).toBeNull();
  });

  it('ties a player’s access to its chosen players, the player its share names and its holder’s own player row', () => {
    const scorer = grant({ grantId: 'd2', level: 'player', via: 'code', userId: carol, playerIds: [cat] });
    expect(tiedPlayerIds(scorer, players, carol)).toEqual([ben, cat]);
    expect(accessOf(facts([scorer]), user(carol))).toMatchObject({ level: 'player', playerIds: [ben, cat] });
    expect(scoreAccessOf(facts([scorer]), user(carol).actor, cat)).toBe('code_player');
  });

  it('given an e-mail invitation, then its own account holds it, an account nobody else’s address claims it, others are refused', () => {
    const share = grant({ grantId: 'd5', level: 'player', via: 'email_share', email: 'eve@example.com' });
    const claim = (actor: { id: string; email: string }, holder: string | null = null) =>
      invitationAcceptance(share, actor, accessOf(facts([creatorGrant, share]), { kind: 'user', actor }), holder);
    expect(claim({ id: bob, email: 'Eve@example.com' })).toBe('holds');
    expect(claim({ id: bob, email: 'bob@work.example' })).toBe('claims');
    expect(claim({ id: bob, email: 'bob@work.example' }, dave), 'the address has an account: it is that account’s').toBe('refused');
    expect(claim({ id: owner, email: 'owner@example.com' }), 'the organiser opening the link leaves it for its invitee').toBe('has_more');
    const bound = { ...share, userId: carol };
    expect(invitationAcceptance(bound, { id: carol, email: 'c@example.com' }, null, null)).toBe('holds');
    expect(invitationAcceptance(bound, { id: bob, email: 'eve@example.com' }, null, null)).toBe('refused');
  });

  it('takes the highest of several grants, and a viewer scores for nobody', () => {
    const viewer = grant({ grantId: 'd3', level: 'viewer', via: 'code', userId: dave });
    const admin = grant({ grantId: 'd4', level: 'admin', via: 'email_share', email: `${dave}@example.com` });
    expect(accessOf(facts([viewer]), user(dave))).toMatchObject({ level: 'viewer', playerIds: [] });
    expect(scoreAccessOf(facts([viewer]), user(dave).actor, ann)).toBeNull();
    expect(accessOf(facts([viewer, admin]), user(dave))).toMatchObject({ level: 'admin', grant: admin });
    expect(scoreAccessOf(facts([viewer, admin]), user(dave).actor, ann)).toBe('shared_admin');
  });

  it('given a spectator’s guest pass, then viewer while it holds the current view code of that game only', () => {
    expect(accessOf(facts([]), { kind: 'guest', gameId, viewCode: 'VUE234' })).toEqual({ level: 'viewer', grant: null, playerIds: [] });
    expect(accessOf(facts([]), { kind: 'guest', gameId, viewCode: 'OLD234' })).toBeNull();
    expect(accessOf(facts([]), { kind: 'guest', gameId: owner, viewCode: 'VUE234' })).toBeNull();
  });

  it('counts as claimed the players with an account and those a player’s access scores for', () => {
    const scorer = grant({ grantId: 'd2', level: 'player', via: 'code', userId: dave, playerIds: [cat] });
    expect(claimedPlayerIds([creatorGrant], players)).toEqual([ben]);
    expect(claimedPlayerIds([creatorGrant, scorer], players)).toEqual([ben, cat]);
  });

  it('each code grants its level, in any case; the admin sees every code, a player two, a viewer one', () => {
    const codes = { adminCode: 'ADM234', playerCode: 'PLY234', viewCode: 'VUE234' };
    expect(accessLevelOfCode(codes, 'adm234')).toBe('admin');
    expect(accessLevelOfCode(codes, ' PLY234 ')).toBe('player');
    expect(accessLevelOfCode(codes, 'VUE234')).toBe('viewer');
    expect(accessLevelOfCode(codes, 'XXXXXX')).toBeNull();
    expect(visibleCodes(codes, 'admin')).toEqual(codes);
    expect(visibleCodes(codes, 'player')).toEqual({ adminCode: null, playerCode: 'PLY234', viewCode: 'VUE234' });
    expect(visibleCodes(codes, 'viewer')).toEqual({ adminCode: null, playerCode: null, viewCode: 'VUE234' });
  });

  it('a member of the game’s trip views the game; a grant they hold counts for more', () => {
    expect(accessOf({ ...facts([creatorGrant]), tripMember: true }, user(dave))).toEqual({ level: 'viewer', grant: null, playerIds: [] });
    expect(accessOf({ ...facts([creatorGrant]), tripMember: true }, user(owner))?.level).toBe('admin');
    expect(accessOf({ ...facts([creatorGrant]), tripMember: false }, user(dave))).toBeNull();
  });

  it('in a trip, members and organizers view it and create games; only organizers manage it; others nothing', () => {
    const members = [
      { userId: owner, role: 'organizer' as const },
      { userId: bob, role: 'member' as const },
    ];
    expect([tripRoleOf(members, owner), tripRoleOf(members, bob), tripRoleOf(members, dave)]).toEqual(['organizer', 'member', null]);
    const can = (role: 'member' | 'organizer' | null) => (['view', 'create_game', 'manage'] as const).map((a) => mayInTrip(role, a));
    expect(can('organizer')).toEqual([true, true, true]);
    expect(can('member')).toEqual([true, true, false]);
    expect(can(null)).toEqual([false, false, false]);
  });
});
