import type { GameRoundFacts, GameTypeId, TeeHole } from '@golf/golf';

export type { TeeHole };

export interface PayoutFact {
  position: number;
  betType: 'overall' | 'front_9' | 'back_9' | 'overall_18';
  amountCents: number;
  description: string | null;
}

/**
 * Everything the results of one game are derived from, as the read tables hold it after the
 * events so far: the game's settings, the round facts @golf/golf scores (players in the order
 * they joined, rounds, tees and course handicaps, gross strokes in the order they were entered,
 * quotas) and the payouts. Every list has a fixed order, so the outcome is deterministic.
 */
export interface GameFacts extends GameRoundFacts {
  gameId: string;
  gameType: GameTypeId;
  isNassau: boolean;
  scores: ReadonlyArray<{ id: string; playerId: string; roundNumber: number; holeNumber: number; strokes: number }>;
  payouts: readonly PayoutFact[];
}

/** A player as the leaderboard names them: the game's own name and handicap index, and their account if linked. */
export interface PlayerFact {
  id: string;
  name: string;
  /** Handicap index. */
  handicap: number;
  teamNumber: 1 | 2 | null;
  userId: string | null;
}

/** What `read.hole_scores` holds for a score now; `hasBaseline` false: entered or corrected since it was last derived. */
export interface StoredDerivation {
  netScore: number;
  points: number;
  strokesReceived: number;
  hasBaseline: boolean;
}

/** A game as loaded for a recompute: its facts, its players as the leaderboard shows them, and its scores' stored values by id. */
export interface LoadedGame {
  facts: GameFacts;
  players: readonly PlayerFact[];
  stored: ReadonlyMap<string, StoredDerivation>;
}
