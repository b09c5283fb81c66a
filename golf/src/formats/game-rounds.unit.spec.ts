import { describe, expect, it } from 'vitest';
import {
  derivedGameScores,
  derivedScoreInGame,
  derivedScoreOfGame,
  derivedScoresOfGame,
  playableRounds,
  pointsSystemOf,
  roundFactsOf,
  type GameRoundFacts,
} from './game-rounds.ts';

const flat = (count: 9 | 18, strokeIndexOf = (hole: number) => hole) =>
  Array.from({ length: count }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: strokeIndexOf(i + 1) }));

function facts(overrides: Partial<GameRoundFacts> = {}): GameRoundFacts {
  return {
    scoringType: 'net',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
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
      { playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 },
      { playerId: 'ann', roundNumber: 1, holeNumber: 19, strokes: 4 },
      { playerId: 'gone', roundNumber: 1, holeNumber: 1, strokes: 4 },
    ],
    quotaAdjustments: [],
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
        playerRounds: ['ann', 'bob'].flatMap((playerId) =>
          [1, 2].map((roundNumber) => ({ playerId, roundNumber, teeSetId: 'white', courseHandicap: 10 })),
        ),
        quotaAdjustments: [{ completedRound: 1, playerId: 'ann', nextQuota: 29 }],
      }),
    );
    expect(rounds.map((r) => r.input.players.map((p) => p.quota))).toEqual([
      [undefined, undefined],
      [29, undefined],
    ]);
  });
});

describe('derived values of one recorded score', () => {
  it('given a course handicap, then net, points and strokes received from the player’s own tee', () => {
    // Ann (CH 5) on the white tee: SI 1 on hole 1 gives her a stroke; gross 4 on the par 4 nets 3, a birdie (4 points).
    expect(derivedScoreInGame(facts(), 'dogfight', { playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 })).toEqual({
      netScore: 3,
      points: 4,
      strokesReceived: 1,
    });
  });

  it('given a hole the course lacks, a player not in the game or a round without a card, then the strokes as net and no points', () => {
    const fallback = { netScore: 4, points: 0, strokesReceived: 0 };
    expect(derivedScoreInGame(facts(), 'dogfight', { playerId: 'ann', roundNumber: 1, holeNumber: 19, strokes: 4 })).toEqual(fallback);
    expect(derivedScoreInGame(facts(), 'dogfight', { playerId: 'gone', roundNumber: 1, holeNumber: 1, strokes: 4 })).toEqual(fallback);
    expect(
      derivedScoreInGame(facts({ tees: new Map() }), 'dogfight', { playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 }),
    ).toEqual(fallback);
  });

  it('given match play, then net and strokes received but no points (the format has its own result)', () => {
    expect(derivedScoreInGame(facts(), 'match_play', { playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 })).toEqual({
      netScore: 3,
      points: 0,
      strokesReceived: 1,
    });
  });
});

describe('scores of a folded game', () => {
  const { tees, ...recorded } = facts();
  const game = {
    ...recorded,
    gameType: 'dogfight' as const,
    rounds: [
      { roundNumber: 1, courseHoles: 18 as const, status: 'in_progress' },
      { roundNumber: 2, courseHoles: 18 as const, status: 'not_started' },
    ],
  };

  it('given a game as its stream folds it, then its facts: rounds started unless not_started, its own scores unless others are given', () => {
    expect(roundFactsOf(game, tees).rounds).toEqual([
      { roundNumber: 1, courseHoles: 18, started: true },
      { roundNumber: 2, courseHoles: 18, started: false },
    ]);
    expect(roundFactsOf(game, tees).scores).toBe(game.scores);
    expect(roundFactsOf(game, tees, []).scores).toEqual([]);
  });

  it('given a folded game, then one score and every score derive as from its facts', () => {
    const score = { playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 };
    expect(derivedScoreOfGame(game, tees, score)).toEqual({ netScore: 3, points: 4, strokesReceived: 1 });
    expect(derivedScoresOfGame(game, tees)).toEqual([
      { netScore: 3, points: 4, strokesReceived: 1 },
      { netScore: 4, points: 0, strokesReceived: 0 },
      { netScore: 4, points: 0, strokesReceived: 0 },
    ]);
  });
});

describe('one score derived alone, against the whole game', () => {
  it('given every player’s strokes on every hole, then each score derived alone equals its value in the whole game', () => {
    const scores = ['ann', 'bob'].flatMap((playerId, p) =>
      Array.from({ length: 18 }, (_, h) => ({ playerId, roundNumber: 1, holeNumber: h + 1, strokes: 3 + ((h + p) % 4) })),
    );
    for (const format of ['dogfight', 'stroke_play', 'match_play', 'best_ball', 'skins', 'modified_stableford'] as const) {
      const all = facts({ scores });
      const whole = derivedGameScores(all, format);
      expect(scores.map((score) => derivedScoreInGame(all, format, score))).toEqual(whole);
    }
  });
});
