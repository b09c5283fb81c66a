import { describe, expect, it } from 'vitest';
import type { LoadedGame } from './game-facts.ts';
import type { PendingScore } from './pending-scores.ts';
import { withPendingScores } from './recompute-games.ts';

const stored = { netScore: 4, points: 2, strokesReceived: 0, hasBaseline: true };

const game: LoadedGame = {
  facts: {
    gameId: 'g',
    gameType: 'dogfight',
    scoringType: 'net',
    pointsSystem: null,
    isNassau: false,
    players: [{ id: 'ann', teamNumber: null }, { id: 'bob', teamNumber: null }],
    rounds: [{ roundNumber: 1, courseHoles: 18, started: true }],
    playerRounds: [],
    tees: new Map(),
    scores: [{ id: 's-ann-2', playerId: 'ann', roundNumber: 1, holeNumber: 2, strokes: 4 }],
    quotaAdjustments: [],
    payouts: [],
  },
  players: [],
  stored: new Map([['s-ann-2', stored]]),
};

const pending = (id: string, playerId: string, holeNumber: number, strokes: number, roundNumber = 1): PendingScore => ({
  id, gameId: 'g', playerId, roundNumber, holeNumber, strokes, initialNet: strokes, enteredBy: null, access: 'owner',
  enteredAt: '2025-07-01T08:00:00.000Z', updatedAt: '2025-07-01T08:00:00.000Z',
});

describe('a game with its batch’s pending scores laid over it', () => {
  it('given a correction of a stored score and new scores, then the new strokes, the stored place, and the read tables’ order', () => {
    const laid = withPendingScores(game, [pending('s-bob-1', 'bob', 1, 5), pending('s-ann-2', 'ann', 2, 6, 9), pending('s-ann-1', 'ann', 1, 3)]);
    expect(laid.facts.scores).toEqual([
      { id: 's-ann-1', playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 3 },
      { id: 's-bob-1', playerId: 'bob', roundNumber: 1, holeNumber: 1, strokes: 5 },
      // Stored in round 1: a write would keep its round, so it stays there with the new strokes.
      { id: 's-ann-2', playerId: 'ann', roundNumber: 1, holeNumber: 2, strokes: 6 },
    ]);
    expect(laid.stored).toBe(game.stored);
  });

  it('given no pending scores, then the game as loaded', () => {
    expect(withPendingScores(game, [])).toBe(game);
  });
});
