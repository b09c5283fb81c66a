/**
 * Builds stand-in leaderboards for the screenshot script from strokes, with @golf/golf's
 * gameLeaderboards: the function the games projection stores the real ones with. Only for pictures.
 */
import type { LeaderboardView } from '@golf/contracts';
import { gameLeaderboards, isHoleCount, type GameTypeId, type HoleInfo, type ScoringType } from '@golf/golf';

export type BoardPlayer = { id: string; name: string; handicap: number; teamNumber: 1 | 2 | null; courseHandicap: number };

export type BoardInput = {
  gameId: string;
  gameName: string;
  courseName: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  holes: HoleInfo[];
  players: BoardPlayer[];
  /** Strokes per player (same order), hole 1 onwards; shorter lists are holes not played yet. */
  strokes: number[][];
  round: number | null;
  rounds: LeaderboardView['rounds'];
  currentRound: number;
  currentHole: number;
  status: LeaderboardView['status'];
  isNassau?: boolean;
  payouts?: Array<{ position: number; amountCents: number; betType?: 'overall' | 'front_9' | 'back_9' | 'overall_18' }>;
  quotas?: number[];
};

/** The leaderboard `input.round` (null: overall) of a one-round stand-in game playing `input.holes`. */
export function board(input: BoardInput): LeaderboardView {
  const roundNumber = input.round ?? input.currentRound;
  const courseHoles = isHoleCount(input.holes.length) ? input.holes.length : 18;
  const { boards } = gameLeaderboards(
    {
      id: input.gameId,
      name: input.gameName,
      gameType: input.gameType,
      scoringType: input.scoringType,
      pointsSystem: input.scoringType === 'quota' ? null : { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
      isNassau: input.isNassau ?? false,
      status: input.status,
      numberOfRounds: Math.max(input.rounds.length, roundNumber),
      currentRound: input.currentRound,
      currentHole: input.currentHole,
      players: input.players.map(({ id, name, handicap, teamNumber }) => ({ id, name, handicap, teamNumber, userId: null })),
      rounds: [{ roundNumber, courseId: 'course', courseHoles, status: 'in_progress' }],
      playerRounds: input.players.map((p) => ({ playerId: p.id, roundNumber, teeSetId: 'tee', courseHandicap: p.courseHandicap })),
      scores: input.players.flatMap((p, i) =>
        (input.strokes[i] ?? []).map((strokes, h) => ({
          scoreId: `${p.id}-${h + 1}`,
          playerId: p.id,
          roundNumber,
          holeNumber: h + 1,
          strokes,
        })),
      ),
      quotaAdjustments: input.players.flatMap((p, i) => {
        const quota = input.quotas?.[i];
        return quota === undefined ? [] : [{ completedRound: roundNumber - 1, playerId: p.id, nextQuota: quota }];
      }),
      payouts: (input.payouts ?? []).map((p) => ({
        position: p.position,
        amountCents: p.amountCents,
        betType: p.betType ?? 'overall',
        description: null,
      })),
    },
    {
      tees: new Map([['tee', input.holes.map((h) => ({ holeNumber: h.number, par: h.par, strokeIndex: h.strokeIndex }))]]),
      courseNames: new Map([['course', input.courseName]]),
    },
  );
  const shown = boards.find((b) => b.round === input.round) ?? boards[0]!;
  return { ...shown, rounds: input.rounds };
}
