/** Stand-in games for the screenshot script, shaped as the contracts in @golf/contracts say. */
import { oldCourse, pebble, pebbleTees } from './course-screenshot-data.ts';
import { ann } from './screenshot-api.ts';

export const gameId = 'c0ffee00-0000-4000-8000-000000000001';
const t = '2026-11-21T09:00:00.000Z';

const player = (n: number, name: string, handicap: number, userId: string | null = null, teamNumber: 1 | 2 | null = null) => ({
  id: `d0000000-0000-4000-8000-00000000000${n}`,
  gameId,
  name,
  handicap,
  ghinId: null,
  userId,
  teamNumber,
  totalPoints: 0,
  totalStrokes: 0,
});

export const players = [
  player(1, 'Ann Lee', 12.4, ann.id),
  player(2, 'Bob Stone', 18.2),
  player(3, 'Carla Diaz', 4.1),
  player(4, 'Dev Patel', -1.5),
];

const roundCourse = (course: typeof pebble | typeof oldCourse) => ({
  id: course.id,
  name: course.name,
  location: course.location,
  holes: 18 as const,
  isGlobal: course.isGlobal,
  createdBy: course.createdBy,
});

export const baseGame = {
  id: gameId,
  name: 'Saturday Dogfight',
  gameType: 'dogfight',
  status: 'setup',
  scoringType: 'net',
  numberOfRounds: 2,
  targetPlayerCount: 4,
  currentRound: 1,
  currentHole: 1,
  isNassau: false,
  useEightyPercentHandicap: false,
  pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
  tripId: null,
  createdBy: ann.id,
  createdAt: t,
  updatedAt: t,
  adminCode: 'ABCDEF',
  playerCode: 'GHJKMN',
  viewCode: 'PQRSTU',
  isPublic: false,
  accessLevel: 'admin',
  myPlayerIds: [] as string[],
  players: [] as typeof players,
  rounds: [] as unknown[],
  payouts: [],
};

/** An admin may score every player of the game. */
export const gameWithPlayers = { ...baseGame, players, myPlayerIds: players.map((p) => p.id) };

export const gameWithRounds = {
  ...gameWithPlayers,
  rounds: [
    { gameId, roundNumber: 1, courseId: pebble.id, course: roundCourse(pebble), status: 'not_started', confirmed: false },
    { gameId, roundNumber: 2, courseId: oldCourse.id, course: roundCourse(oldCourse), status: 'not_started', confirmed: false },
  ],
};

const [blue, gold] = pebbleTees;
const playerRound = (playerIndex: number, teeSetId: string | null, courseHandicap: number | null, manual = false) => ({
  gameId,
  playerId: players[playerIndex]!.id,
  roundNumber: 1,
  teeSetId,
  handicapIndex: teeSetId ? players[playerIndex]!.handicap : null,
  courseHandicap,
  handicapManuallyAdjusted: manual,
  initialQuota: null,
  currentQuota: null,
  quotaDelta: 0,
  roundPoints: 0,
  roundStrokes: 0,
});

export const playerRounds = [
  playerRound(0, blue!.id, 19),
  playerRound(1, blue!.id, 26),
  playerRound(2, gold!.id, 6, true),
  playerRound(3, gold!.id, -1),
];

export const playerRoundsMissingTees = [playerRound(0, blue!.id, 19), playerRound(1, null, null)];

const summary = (id: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  gameType: 'dogfight',
  status,
  scoringType: 'net',
  numberOfRounds: 1,
  currentRound: 1,
  currentHole: 1,
  playerCount: 4,
  tripId: null,
  createdBy: ann.id,
  createdAt: t,
  firstRoundCourse: { id: pebble.id, name: pebble.name, holes: 18 },
  myPlayerId: players[0]!.id,
  accessLevel: 'admin',
  ...extra,
});

export const gameList = [
  summary(gameId, 'Saturday Dogfight', 'in_progress', { currentHole: 7, numberOfRounds: 2 }),
  summary('c0ffee00-0000-4000-8000-000000000002', 'Club Skins', 'in_progress', {
    gameType: 'skins',
    currentHole: 12,
    myPlayerId: null,
    firstRoundCourse: { id: oldCourse.id, name: oldCourse.name, holes: 18 },
  }),
  summary('c0ffee00-0000-4000-8000-000000000003', 'Best Ball - 11/20/2026', 'setup', {
    gameType: 'best_ball',
    firstRoundCourse: null,
    playerCount: 0,
  }),
  summary('c0ffee00-0000-4000-8000-000000000004', 'Member Guest', 'completed', { createdAt: '2026-11-14T09:00:00.000Z' }),
  summary('c0ffee00-0000-4000-8000-000000000005', 'Twilight Nine', 'completed', {
    createdAt: '2026-11-07T09:00:00.000Z',
    firstRoundCourse: null,
  }),
];

/** The part of a LeaderboardView the home card reads. */
export const leaderboard = {
  entries: [
    { position: 1, player: { id: players[2]!.id }, totalPoints: 16, totalStrokes: 27, parForHolesPlayed: 26, toPar: '+1' },
    { position: 2, player: { id: players[0]!.id }, totalPoints: 14, totalStrokes: 30, parForHolesPlayed: 26, toPar: '+4' },
  ],
};

export const searchResults = [
  { id: '5a5a5a5a-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.com', handicap: 8.2 },
  { id: '5a5a5a5a-0000-4000-8000-000000000002', firstName: 'Andrew', lastName: 'Moss', email: 'andy@example.com', handicap: null },
];
