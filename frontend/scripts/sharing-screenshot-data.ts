/** Stand-in shares, links, codes and shared games for the sharing, joining and spectator pictures. */
import { ann } from './screenshot-api.ts';
import { gameId, gameList, players } from './game-screenshot-data.ts';
import { gameInPlay } from './scoring-screenshot-data.ts';

const site = 'https://golf.example.com';
export const codes = { admin: 'ADM4QX', player: 'PLY7KC', viewer: 'VUE2HN' };

/** What POST share-links answers; with a player, the player link names them. */
export const shareLinks = (playerId?: string) => ({
  admin: `${site}/game/${gameId}/join?code=${codes.admin}`,
  player: `${site}/game/${gameId}/join?code=${codes.player}${playerId ? `&player=${playerId}` : ''}`,
  viewer: `${site}/game/${gameId}/join?code=${codes.viewer}`,
});

const share = (n: number, fields: Record<string, unknown>) => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  gameId,
  accessLevel: 'viewer',
  via: 'email_share',
  email: null,
  userId: null,
  name: null,
  playerName: null,
  players: [] as Array<{ id: string; name: string }>,
  sharedByUserId: ann.id,
  ...fields,
});

const [annP, bob, carla, dev] = players;
const ref = (p: typeof annP) => ({ id: p!.id, name: p!.name });

/** The Manage tab: a foursome's scorer (two players), a player account, a code joiner, an invitation without an account. */
export const shares = [
  share(1, {
    accessLevel: 'player',
    via: 'email_share',
    email: 'bob.stone@example.com',
    userId: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f61',
    name: 'Bob Stone',
    players: [ref(bob), ref(dev)],
  }),
  share(2, {
    accessLevel: 'player',
    via: 'player_account',
    userId: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f62',
    name: 'Carla Diaz',
    players: [ref(carla)],
  }),
  share(3, { accessLevel: 'viewer', via: 'code', userId: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f63', name: 'Eve Marsh' }),
  share(4, { accessLevel: 'admin', via: 'email_share', email: 'club.captain@example.com' }),
];

/** Someone else's game, as the by-code lookup answers it. */
const theirs = { ...gameInPlay, createdBy: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f69', myPlayerIds: [] as string[] };

export const byViewerCode = { game: { ...theirs, accessLevel: 'viewer' }, accessLevel: 'viewer', claimedPlayerIds: [] };
export const byPlayerCode = { game: { ...theirs, accessLevel: 'player' }, accessLevel: 'player', claimedPlayerIds: [carla!.id] };

/** A spectator's pass as the join answers it (the app keeps it per game). */
export const guestToken = 'guest-token-for-the-saturday-dogfight';

/** The game as a player (Ann, who scores for herself and Bob) reads it. */
export const gameAsPlayer = { ...theirs, accessLevel: 'player', myPlayerIds: [annP!.id, bob!.id] };
export const gameAsViewer = { ...theirs, accessLevel: 'viewer', myPlayerIds: [] as string[] };

/** Ann's games: her own, and three others shared with her at each level. */
export const sharedGameList = [
  gameList[0]!,
  { ...gameList[1]!, createdBy: theirs.createdBy, accessLevel: 'player', myPlayerId: players[0]!.id },
  {
    ...gameList[2]!,
    id: 'c0ffee00-0000-4000-8000-000000000006',
    name: 'Club Medal',
    status: 'in_progress',
    currentHole: 4,
    createdBy: theirs.createdBy,
    accessLevel: 'viewer',
    myPlayerId: null,
    playerCount: 12,
  },
  { ...gameList[3]!, createdBy: theirs.createdBy, accessLevel: 'admin' },
  { ...gameList[4]!, createdBy: theirs.createdBy, accessLevel: 'viewer', myPlayerId: null },
];
