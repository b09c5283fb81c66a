import type { GameTypeId, ScoringType } from '../../games/game-type-id.ts';
import { gameLeaderboards, type CourseFacts, type LeaderboardGame } from '../../leaderboards/game-leaderboards.ts';
import type { LeaderboardBoardView } from '../../leaderboards/leaderboard-types.ts';

/** Test data only: 18 holes, hole 3 a par 3, the rest par 4. */
const tee = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: i === 2 ? 3 : 4, strokeIndex: i + 1 }));
const courses: CourseFacts = { tees: new Map([['white', tee]]), courseNames: new Map([['links', 'The Links']]) };

export interface MomentPlayer {
  name: string;
  /** Gross strokes from hole 1. */
  gross: readonly number[];
  team?: 1 | 2;
}

/**
 * Test data only: the overall board of a one-round game between `players` (ids are their names),
 * as the projector stores it; `finished` marks the round and game completed.
 */
export function momentBoard(
  gameType: GameTypeId,
  players: readonly MomentPlayer[],
  options: { scoringType?: ScoringType; finished?: boolean; isNassau?: boolean } = {},
): LeaderboardBoardView {
  const finished = options.finished ?? false;
  const game: LeaderboardGame = {
    id: 'game-1',
    name: 'Saturday',
    gameType,
    scoringType: options.scoringType ?? 'gross',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: options.isNassau ?? false,
    status: finished ? 'completed' : 'in_progress',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 1,
    players: players.map((p) => ({ id: p.name, name: p.name, handicap: 0, teamNumber: p.team ?? null, userId: null })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((p) => ({ playerId: p.name, roundNumber: 1, teeSetId: 'white', courseHandicap: 0 })),
    scores: players.flatMap((p) =>
      p.gross.map((strokes, i) => ({ scoreId: `${p.name}-${i + 1}`, playerId: p.name, roundNumber: 1, holeNumber: i + 1, strokes })),
    ),
    quotaAdjustments: [],
    payouts: [],
  };
  return gameLeaderboards(game, courses).boards[0]!;
}

/** Test data only: `count` holes of `strokes` each. */
export const holes = (count: number, strokes = 4): number[] => Array.from({ length: count }, () => strokes);
