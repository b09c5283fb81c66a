import { gameLeaderboards, type CourseFacts, type LeaderboardGame } from '../../leaderboards/game-leaderboards.ts';
import type { LeaderboardBoardView } from '../../leaderboards/leaderboard-types.ts';

const flat = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const courses: CourseFacts = { tees: new Map([['white', flat]]), courseNames: new Map([['links', 'The Links']]) };

/** Players of the test games: id, name and account (null: typed in by hand). */
export type FixturePlayer = { id: string; name: string; userId: string | null; teamNumber?: 1 | 2 };

/**
 * The overall board of a one-round game on a flat par-4 course with no handicaps, every player
 * scoring `strokes[i]` on each of the first `holes` holes: for the tests of trip money.
 */
export function fixtureBoard(
  overrides: Partial<LeaderboardGame> & { id: string },
  players: readonly FixturePlayer[],
  strokes: ReadonlyArray<readonly number[]>,
): LeaderboardBoardView {
  const game: LeaderboardGame = {
    name: `Game ${overrides.id}`,
    gameType: 'dogfight',
    scoringType: 'gross',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: false,
    status: 'in_progress',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 1,
    players: players.map((p) => ({ id: p.id, name: p.name, handicap: 0, teamNumber: p.teamNumber ?? null, userId: p.userId })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((p) => ({ playerId: p.id, roundNumber: 1, teeSetId: 'white', courseHandicap: 0 })),
    scores: players.flatMap((p, i) =>
      (strokes[i] ?? []).map((s, h) => ({ scoreId: `${p.id}-${h + 1}`, playerId: p.id, roundNumber: 1, holeNumber: h + 1, strokes: s })),
    ),
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
  return gameLeaderboards(game, courses).boards[0]!;
}
