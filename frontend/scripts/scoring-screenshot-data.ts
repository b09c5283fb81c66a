/** Stand-in games in play and their leaderboards for the scoring, round summary and leaderboard pictures. */
import { pebble, pebbleTees } from './course-screenshot-data.ts';
import { gameId, gameWithRounds, playerRounds, players } from './game-screenshot-data.ts';
import { board, type BoardInput, type BoardPlayer } from './scoring-board.ts';

const card = pebbleTees[0]!.holes.map((h) => ({ number: h.holeNumber, par: h.par, strokeIndex: h.handicap ?? 1 }));
const handicaps = [19, 26, 6, -1];
const boardPlayers: BoardPlayer[] = players.map((p, i) => ({
  id: p.id,
  name: p.name,
  handicap: p.handicap,
  teamNumber: null,
  courseHandicap: handicaps[i]!,
}));

/** 18 holes each: an eagle, birdies, doubles and a blow-up hole among them. */
const STROKES = [
  [5, 6, 4, 4, 3, 5, 3, 5, 5, 4, 5, 3, 5, 6, 4, 5, 3, 6],
  [6, 7, 5, 5, 4, 6, 4, 6, 5, 5, 6, 4, 5, 7, 5, 5, 4, 6],
  [4, 5, 4, 3, 3, 3, 3, 4, 4, 4, 4, 3, 4, 5, 5, 4, 3, 5],
  [4, 4, 4, 4, 2, 5, 3, 4, 4, 4, 3, 3, 4, 5, 4, 4, 3, 5],
];
const upTo = (holes: number) => STROKES.map((s) => s.slice(0, holes));

export const gameInPlay = {
  ...gameWithRounds,
  status: 'in_progress',
  currentRound: 1,
  currentHole: 7,
  rounds: gameWithRounds.rounds.map((r) => ({
    ...r,
    status: r.roundNumber === 1 ? 'in_progress' : 'not_started',
    confirmed: r.roundNumber === 1,
  })),
};
export const gameLastHole = { ...gameInPlay, currentHole: 18 };
export const gameCompleted = { ...gameInPlay, status: 'completed', currentRound: 2, currentHole: 18 };

export const roundScores = players.flatMap((p, i) =>
  STROKES[i]!.slice(0, 6).map((strokes, h) => ({
    id: `e0000000-0000-4000-8000-0000000${i}${String(h + 1).padStart(4, '0')}`,
    gameId,
    playerId: p.id,
    roundNumber: 1,
    holeNumber: h + 1,
    strokes,
    netScore: strokes,
    points: 0,
    strokesReceived: 0,
  })),
);
export const allRoundScores = players.flatMap((p, i) =>
  STROKES[i]!.map((strokes, h) => ({
    ...roundScores[0]!,
    id: `e1000000-0000-4000-8000-0000000${i}${String(h + 1).padStart(4, '0')}`,
    playerId: p.id,
    holeNumber: h + 1,
    strokes,
  })),
);

export { playerRounds };

const base: BoardInput = {
  gameId,
  gameName: 'Saturday Dogfight',
  courseName: pebble.name,
  gameType: 'dogfight',
  scoringType: 'net',
  holes: card,
  players: boardPlayers,
  strokes: upTo(6),
  round: null,
  rounds: [
    { roundNumber: 1, state: 'in_progress' },
    { roundNumber: 2, state: 'not_started' },
  ],
  currentRound: 1,
  currentHole: 7,
  status: 'in_progress',
};

export const boardInPlay = board(base);
export const boardEmpty = board({ ...base, strokes: [[], [], [], []], currentHole: 1 });
export const boardRoundOne = board({ ...base, round: 1, strokes: STROKES });
export const boardCompleted = board({
  ...base,
  strokes: STROKES,
  status: 'completed',
  currentRound: 2,
  currentHole: 18,
  rounds: [
    { roundNumber: 1, state: 'completed' },
    { roundNumber: 2, state: 'completed' },
  ],
  payouts: [
    { position: 1, amountCents: 6000 },
    { position: 2, amountCents: 3000 },
    { position: 3, amountCents: 1000 },
  ],
});

const teamPlayers = boardPlayers.map((p, i) => ({ ...p, teamNumber: (i % 2 === 0 ? 1 : 2) as 1 | 2 }));
export const bestBallGame = {
  ...gameInPlay,
  gameType: 'best_ball',
  name: 'Four-Ball Friday',
  numberOfRounds: 1,
  players: players.map((p, i) => ({ ...p, teamNumber: i % 2 === 0 ? 1 : 2 })),
  rounds: gameInPlay.rounds.slice(0, 1),
};
export const boardBestBall = board({
  ...base,
  gameName: 'Four-Ball Friday',
  gameType: 'best_ball',
  players: teamPlayers,
  strokes: upTo(12),
  currentHole: 13,
  rounds: [{ roundNumber: 1, state: 'in_progress' }],
  isNassau: true,
});
export const boardBestBallRound = board({
  ...base,
  gameName: 'Four-Ball Friday',
  gameType: 'best_ball',
  players: teamPlayers,
  strokes: upTo(6),
  round: 1,
  rounds: [{ roundNumber: 1, state: 'in_progress' }],
});
export const boardMatch = board({
  ...base,
  gameName: 'Sunday Match',
  gameType: 'match_play',
  players: boardPlayers.slice(2),
  strokes: upTo(16).slice(2),
  currentHole: 17,
  rounds: [{ roundNumber: 1, state: 'in_progress' }],
  isNassau: true,
});
export const boardSkins = board({
  ...base,
  gameName: 'Club Skins',
  gameType: 'skins',
  strokes: upTo(18),
  status: 'completed',
  currentHole: 18,
  rounds: [{ roundNumber: 1, state: 'completed' }],
});
export const boardQuota = board({
  ...base,
  gameName: 'Quota Shootout',
  scoringType: 'quota',
  strokes: upTo(18),
  quotas: [17, 10, 30, 37],
  rounds: [{ roundNumber: 1, state: 'in_progress' }],
  currentHole: 18,
});
