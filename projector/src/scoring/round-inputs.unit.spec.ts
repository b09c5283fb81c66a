import { describe, expect, it } from 'vitest';
import type { GameFacts } from './game-facts.ts';
import { playableRounds, pointsSystemOf } from './round-inputs.ts';

const flat = (count: 9 | 18, strokeIndexOf = (hole: number) => hole) =>
  Array.from({ length: count }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: strokeIndexOf(i + 1) }));

function facts(overrides: Partial<GameFacts> = {}): GameFacts {
  return {
    gameId: 'g',
    gameType: 'dogfight',
    scoringType: 'net',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: false,
    players: [
      { id: 'ann', teamNumber: null },
      { id: 'bob', teamNumber: null },
    ],
    rounds: [{ roundNumber: 1, courseHoles: 18, started: true }],
    playerRounds: [
      { playerId: 'ann', roundNumber: 1, teeSetId: 'white', courseHandicap: 5 },
      { playerId: 'bob', roundNumber: 1, teeSetId: 'blue', courseHandicap: null },
    ],
    tees: new Map([
      ['white', flat(18)],
      ['blue', flat(18, (hole) => 19 - hole)],
    ]),
    scores: [
      { id: 's1', playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 },
      { id: 's2', playerId: 'ann', roundNumber: 1, holeNumber: 19, strokes: 4 },
      { id: 's3', playerId: 'gone', roundNumber: 1, holeNumber: 1, strokes: 4 },
    ],
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
}

describe('points system of a game', () => {
  it('given the per-result keys, then a points system (missing keys 0, double_eagle kept); given none, then null', () => {
    expect(pointsSystemOf({ eagle: 8, birdie: 4, par: 2 })).toEqual({ eagle: 8, birdie: 4, par: 2, bogey: 0, double: 0 });
    expect(pointsSystemOf({ double_eagle: 5, eagle: 4, birdie: 3, par: 2, bogey: 1, double: 0 })).toMatchObject({ double_eagle: 5 });
    expect(pointsSystemOf({ win: 1, tie: 0, loss: 0 })).toBeNull();
    expect(pointsSystemOf(null)).toBeNull();
  });
});

describe('playable rounds', () => {
  it('gives each player their own tee, a missing course handicap 0, and keeps only scores on the course of players in the game', () => {
    const [round] = playableRounds(facts());
    expect(round?.input.players.map((p) => [p.id, p.courseHandicap, p.holes?.[0]?.strokeIndex])).toEqual([
      ['ann', 5, 1],
      ['bob', 0, 18],
    ]);
    expect(round?.input.holes[0]).toEqual({ number: 1, par: 4, strokeIndex: 1 });
    expect(round?.input.scores).toEqual([{ playerId: 'ann', holeNumber: 1, strokes: 4 }]);
  });

  it('plays a player without a usable tee from the first chosen tee, and leaves out a round nobody has a tee for', () => {
    const rounds = playableRounds(
      facts({
        rounds: [
          { roundNumber: 1, courseHoles: 18, started: true },
          { roundNumber: 2, courseHoles: 18, started: false },
        ],
        playerRounds: [
          { playerId: 'ann', roundNumber: 1, teeSetId: 'nine', courseHandicap: 5 },
          { playerId: 'bob', roundNumber: 1, teeSetId: 'blue', courseHandicap: 3 },
        ],
        tees: new Map([
          ['nine', flat(9)],
          ['blue', flat(18, (hole) => 19 - hole)],
        ]),
      }),
    );
    expect(rounds.map((r) => r.roundNumber)).toEqual([1]);
    expect(rounds[0]?.input.players.map((p) => p.holes === undefined)).toEqual([true, false]);
    expect(rounds[0]?.input.holes[0]?.strokeIndex).toBe(18);
  });

  it('in quota scoring, gives a round the quota recorded after the one before, else none (the initial one)', () => {
    const rounds = playableRounds(
      facts({
        scoringType: 'quota',
        rounds: [
          { roundNumber: 1, courseHoles: 18, started: true },
          { roundNumber: 2, courseHoles: 18, started: true },
        ],
        playerRounds: ['ann', 'bob'].flatMap((playerId) => [1, 2].map((roundNumber) => ({ playerId, roundNumber, teeSetId: 'white', courseHandicap: 10 }))),
        quotaAdjustments: [{ completedRound: 1, playerId: 'ann', nextQuota: 29 }],
      }),
    );
    expect(rounds.map((r) => r.input.players.map((p) => p.quota))).toEqual([
      [undefined, undefined],
      [29, undefined],
    ]);
  });
});
