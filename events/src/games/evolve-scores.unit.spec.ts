import { describe, expect, it } from 'vitest';
import type { GameEvent } from './game-event-list.ts';
import { adminId, gameCreated, gameId, givenGame, playerAdded, playerIds } from './testing/given-game-events.ts';

const entered = (scoreId: string, playerId: string, roundNumber: number, strokes = 4): GameEvent => ({
  type: 'ScoreEntered',
  data: {
    gameId,
    scoreId,
    playerId,
    roundNumber,
    holeNumber: 1,
    strokes,
    facts: null,
    enteredByUserId: adminId,
    access: 'owner',
    asEntered: null,
  },
});
const quotas = (completedRound: number): GameEvent => ({
  type: 'QuotasAdjusted',
  data: { gameId, completedRound, adjustments: [{ playerId: playerIds[0], previousQuota: 25, quotaDelta: 4, nextQuota: 27 }] },
});
const ids = ['d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003'];
const history: GameEvent[] = [
  gameCreated({ numberOfRounds: 3 }),
  playerAdded(0),
  playerAdded(1),
  entered(ids[0]!, playerIds[0], 1),
  entered(ids[1]!, playerIds[0], 2),
  entered(ids[2]!, playerIds[1], 3),
  quotas(1),
  quotas(2),
];

describe('game scores', () => {
  it('given a correction, then the score keeps its id with the new strokes', () => {
    const game = givenGame([
      ...history,
      {
        type: 'ScoreCorrected',
        data: { ...(entered(ids[0]!, playerIds[0], 1, 6).data as object), previousStrokes: 4, previousFacts: null },
      } as GameEvent,
    ]);
    expect(game.scores.find((s) => s.scoreId === ids[0])?.strokes).toBe(6);
    expect(game.scores).toHaveLength(3);
  });

  it('given round 2 removed, then its scores and the quotas from and for it go, and round 3 moves up keeping ids', () => {
    const game = givenGame([...history, { type: 'RoundRemoved', data: { gameId, roundNumber: 2 } }]);
    expect(game.scores.map((s) => [s.scoreId, s.roundNumber])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
    expect(game.quotaAdjustments).toEqual([]);
  });

  it('given a player removed, then their scores and quotas go', () => {
    const game = givenGame([...history, { type: 'PlayerRemoved', data: { gameId, playerId: playerIds[0] } }]);
    expect(game.scores.map((s) => s.scoreId)).toEqual([ids[2]]);
    expect(game.quotaAdjustments).toEqual([]);
  });

  it('given quotas adjusted again for a round, then the later ones replace the earlier', () => {
    const again: GameEvent = {
      type: 'QuotasAdjusted',
      data: { gameId, completedRound: 1, adjustments: [{ playerId: playerIds[0], previousQuota: 25, quotaDelta: 6, nextQuota: 28 }] },
    };
    expect(givenGame([...history, again]).quotaAdjustments.map((a) => [a.completedRound, a.nextQuota])).toEqual([
      [2, 27],
      [1, 28],
    ]);
  });
});
