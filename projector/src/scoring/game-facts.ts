import type { GameTypeId, HoleCount, ScoringType } from '@golf/golf';

/** One hole of a tee set as the course library holds it. */
export interface TeeHole {
  holeNumber: number;
  par: number;
  /** The hole's stroke index (SI): its difficulty rank on the card, 1 = hardest. */
  strokeIndex: number;
}

export interface PayoutFact {
  position: number;
  betType: 'overall' | 'front_9' | 'back_9' | 'overall_18';
  amountCents: number;
  description: string | null;
}

/**
 * Everything the results of one game are derived from, as the read tables hold it after the
 * events so far: the game's settings, its players in the order they joined, its rounds with a
 * course, each player's tee and course handicap per round, the tees' holes, the gross strokes
 * recorded (in the order they were entered) and the quotas recorded between rounds.
 */
export interface GameFacts {
  gameId: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  /** The game's own points per result, as stored (keys eagle, birdie, par, bogey, double, …). */
  pointsSystem: Record<string, number> | null;
  isNassau: boolean;
  players: ReadonlyArray<{ id: string; teamNumber: number | null }>;
  rounds: ReadonlyArray<{ roundNumber: number; courseHoles: HoleCount; started: boolean }>;
  playerRounds: ReadonlyArray<{ playerId: string; roundNumber: number; teeSetId: string | null; courseHandicap: number | null }>;
  /** Holes of the tee sets the players chose, by tee set id (a removed tee set is absent). */
  tees: ReadonlyMap<string, readonly TeeHole[]>;
  scores: ReadonlyArray<{ id: string; playerId: string; roundNumber: number; holeNumber: number; strokes: number }>;
  /** QuotasAdjusted: the quota each player plays round `completedRound + 1` to. */
  quotaAdjustments: ReadonlyArray<{ completedRound: number; playerId: string; nextQuota: number }>;
  payouts: readonly PayoutFact[];
}
