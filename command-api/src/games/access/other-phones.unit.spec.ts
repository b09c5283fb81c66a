import { describe, expect, it } from 'vitest';
import type { AccessGrant } from '@golf/events';
import { playersOnOtherPhones } from './other-phones.ts';

const [organiser, rae, bob, cy] = [
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000004',
];
const [org, raePlayer, bobPlayer, cyPlayer, dee] = [
  'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000002',
  'c0000000-0000-4000-8000-000000000003',
  'c0000000-0000-4000-8000-000000000004',
  'c0000000-0000-4000-8000-000000000005',
];
const actor = (id: string) => ({ id, email: `${id}@example.com` });
const grant = (fields: Partial<AccessGrant> & Pick<AccessGrant, 'grantId' | 'level' | 'via'>): AccessGrant => ({
  userId: null,
  email: null,
  playerName: null,
  playerIds: [],
  grantedBy: organiser,
  ...fields,
});
const creator = grant({ grantId: 'g0', level: 'admin', via: 'creator', userId: organiser, grantedBy: null });
const players = [
  { id: org, name: 'Org', userId: organiser },
  { id: raePlayer, name: 'Rae', userId: null },
  { id: bobPlayer, name: 'Bob', userId: null },
  { id: cyPlayer, name: 'Cy', userId: null },
  { id: dee, name: 'Dee', userId: null },
];

describe('players on other phones', () => {
  it('given players nobody else holds, then none: the organiser scores them all (par by default)', () => {
    expect(playersOnOtherPhones({ grants: [creator], players }, actor(organiser))).toEqual([]);
  });

  it('given Rae joined as herself with the player code, then she is on her own phone for the organiser, and her own for her', () => {
    const raeJoined = grant({ grantId: 'g1', level: 'player', via: 'code', userId: rae, playerIds: [raePlayer] });
    const facts = { grants: [creator, raeJoined], players };
    expect(playersOnOtherPhones(facts, actor(organiser))).toEqual([{ playerId: raePlayer, phoneOf: 'Rae' }]);
    expect(playersOnOtherPhones(facts, actor(rae)).map((p) => p.playerId)).not.toContain(raePlayer);
  });

  it('given a player added with an account, then that account’s phone scores them', () => {
    const withAccount = players.map((p) => (p.id === bobPlayer ? { ...p, userId: bob } : p));
    const grants = [creator, grant({ grantId: bobPlayer, level: 'player', via: 'player_account', userId: bob, playerIds: [bobPlayer] })];
    expect(playersOnOtherPhones({ grants, players: withAccount }, actor(organiser))).toEqual([{ playerId: bobPlayer, phoneOf: 'Bob' }]);
  });

  it('given Bob scores for Bob and Cy, then both are on Bob’s phone, and the organiser’s own player is never on another', () => {
    const grants = [
      creator,
      grant({ grantId: 'g1', level: 'player', via: 'code', userId: bob, playerIds: [bobPlayer] }),
      grant({ grantId: 'g2', level: 'player', via: 'code', userId: bob, playerIds: [cyPlayer] }),
    ];
    const onBobs = playersOnOtherPhones(
      { grants, players: players.map((p) => (p.id === bobPlayer ? { ...p, userId: bob } : p)) },
      actor(organiser),
    );
    expect(onBobs).toEqual([
      { playerId: bobPlayer, phoneOf: 'Bob' },
      { playerId: cyPlayer, phoneOf: 'Bob' },
    ]);
    // Without a player of his own, the game cannot tell which of the two is Bob: "another phone".
    expect(playersOnOtherPhones({ grants, players }, actor(organiser)).map((p) => p.phoneOf)).toEqual([null, null]);
  });

  it('given an e-mail share naming Dee (no account yet), then Dee is on her phone; a viewer’s or an admin’s grant binds nobody', () => {
    const grants = [
      creator,
      grant({ grantId: 'g1', level: 'player', via: 'email_share', email: 'dee@example.com', playerName: 'dee' }),
      grant({ grantId: 'g2', level: 'viewer', via: 'code', userId: cy }),
      grant({ grantId: 'g3', level: 'admin', via: 'code', userId: bob }),
    ];
    expect(playersOnOtherPhones({ grants, players }, actor(organiser))).toEqual([{ playerId: dee, phoneOf: 'Dee' }]);
    // The co-organiser (admin by code) sees Dee there too, and the organiser's own player on the organiser's phone.
    expect(playersOnOtherPhones({ grants, players }, actor(bob))).toEqual([
      { playerId: org, phoneOf: 'Org' },
      { playerId: dee, phoneOf: 'Dee' },
    ]);
  });

  it('given a scorer who was given Rae as well as Rae on her own phone, then the scorer’s own tie stands', () => {
    const grants = [
      creator,
      grant({ grantId: 'g1', level: 'player', via: 'code', userId: rae, playerIds: [raePlayer] }),
      grant({ grantId: 'g2', level: 'player', via: 'code', userId: bob, playerIds: [bobPlayer, raePlayer] }),
    ];
    expect(
      playersOnOtherPhones({ grants, players }, actor(bob)).map((p) => p.playerId),
      'the organiser’s own only',
    ).toEqual([org]);
    expect(playersOnOtherPhones({ grants, players }, actor(organiser)).map((p) => p.playerId)).toEqual([raePlayer, bobPlayer]);
  });
});
