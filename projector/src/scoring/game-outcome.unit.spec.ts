import { describe, expect, it } from 'vitest';
import type { GameFacts } from './game-facts.ts';
import { gameOutcome } from './game-outcome.ts';

const flat = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const players = ['ann', 'bob', 'cat'];

function facts(overrides: Partial<GameFacts> = {}): GameFacts {
  return {
    gameId: 'g',
    gameType: 'dogfight',
    scoringType: 'net',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: false,
    players: players.map((id) => ({ id, teamNumber: null })),
    rounds: [
      { roundNumber: 1, courseHoles: 18, started: true },
      { roundNumber: 2, courseHoles: 18, started: false },
    ],
    playerRounds: players.flatMap((playerId) => [1, 2].map((roundNumber) => ({ playerId, roundNumber, teeSetId: 'white', courseHandicap: 0 }))),
    tees: new Map([['white', flat]]),
    scores: [
      { id: 'a1', playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 3 },
      { id: 'b1', playerId: 'bob', roundNumber: 1, holeNumber: 1, strokes: 4 },
      { id: 'c1', playerId: 'cat', roundNumber: 1, holeNumber: 1, strokes: 5 },
    ],
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
}

describe('game outcome', () => {
  it('derives each score, an overall board over the started rounds and one board per round', () => {
    const outcome = gameOutcome(facts());
    expect(outcome.holeScores).toEqual([
      { id: 'a1', netScore: 3, points: 4, strokesReceived: 0 },
      { id: 'b1', netScore: 4, points: 2, strokesReceived: 0 },
      { id: 'c1', netScore: 5, points: 1, strokesReceived: 0 },
    ]);
    expect(outcome.boards.map((b) => [b.roundNumber, b.entries[0]?.details.scorecards.map((c) => c.roundNumber)])).toEqual([
      [0, [1]],
      [1, [1]],
      [2, [2]],
    ]);
    expect(outcome.players).toEqual([
      { playerId: 'ann', totalPoints: 4, totalStrokes: 3 },
      { playerId: 'bob', totalPoints: 2, totalStrokes: 4 },
      { playerId: 'cat', totalPoints: 1, totalStrokes: 5 },
    ]);
  });

  it('ranks a match play game its format refuses (three players) as net stroke play, without throwing', () => {
    const outcome = gameOutcome(facts({ gameType: 'match_play', pointsSystem: { win: 1, tie: 0, loss: 0 } }));
    expect(outcome.boards[0]?.entries.map((e) => [e.playerId, e.position, e.details.match])).toEqual([
      ['ann', 1, null],
      ['bob', 2, null],
      ['cat', 3, null],
    ]);
  });

  it('keeps a score without a card as its strokes, and a game without rounds level at nothing played', () => {
    const outcome = gameOutcome(facts({ rounds: [], playerRounds: [] }));
    expect(outcome.holeScores[0]).toEqual({ id: 'a1', netScore: 3, points: 0, strokesReceived: 0 });
    expect(outcome.boards).toHaveLength(1);
    expect(outcome.boards[0]?.entries.map((e) => [e.position, e.tied, e.holesPlayed, e.toPar])).toEqual([
      [1, true, 0, 'E'],
      [1, true, 0, 'E'],
      [1, true, 0, 'E'],
    ]);
  });
});
