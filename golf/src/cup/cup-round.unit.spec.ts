import { describe, expect, it } from 'vitest';
import { gameLeaderboards, type CourseFacts, type LeaderboardGame } from '../leaderboards/game-leaderboards.ts';
import { flatHoles } from '../testing/round-fixture.ts';
import { cupRoundInput, cupStrokeHandicaps, inEntryOrder } from './cup-round.ts';

const pair = (ids: string[], teamNumber: number, chs: number[]) => ids.map((id, i) => ({ id, teamNumber, courseHandicap: chs[i]! }));
/** Section 16's example: Red 4 and 10, Blue 12 and 20. */
const example = [...pair(['r1', 'r2'], 1, [4, 10]), ...pair(['b1', 'b2'], 2, [12, 20])];

describe('a cup match game’s strokes (docs/golf-rules.md section 16)', () => {
  it('given section 16’s example, then four-ball plays off 0, 5, 7 and 14, foursomes gives Blue 9 a partner, singles 4 against 12 gives 8', () => {
    expect(Object.fromEntries(cupStrokeHandicaps('four_ball', example)!)).toEqual({ r1: 0, r2: 5, b1: 7, b2: 14 });
    expect(Object.fromEntries(cupStrokeHandicaps('foursomes', example)!)).toEqual({ r1: 0, r2: 0, b1: 9, b2: 9 });
    const singles = [
      { id: 'r1', teamNumber: null, courseHandicap: 4 },
      { id: 'b1', teamNumber: null, courseHandicap: 12 },
    ];
    expect(Object.fromEntries(cupStrokeHandicaps('singles', singles)!)).toEqual({ r1: 0, b1: 8 });
  });

  it('given players that do not make the sides, or a missing course handicap, then no allowance and the round is left as it is', () => {
    expect(cupStrokeHandicaps('four_ball', example.slice(0, 3))).toBeNull();
    expect(cupStrokeHandicaps('foursomes', [...example.slice(0, 3), { id: 'b2', teamNumber: 2, courseHandicap: null }])).toBeNull();
    const round = { holes: flatHoles(18), players: example.slice(0, 3), scores: [] };
    expect(cupRoundInput('four_ball', round)).toBe(round);
  });

  it('given foursomes scores by both partners on a hole, then the later is the side’s ball and both partners’ cards carry it', () => {
    const round = cupRoundInput('foursomes', {
      holes: flatHoles(18),
      players: example,
      scores: [
        { playerId: 'r1', holeNumber: 1, strokes: 5 },
        { playerId: 'b2', holeNumber: 1, strokes: 4 },
        { playerId: 'r2', holeNumber: 1, strokes: 4 },
      ],
    });
    expect(round.players.map((p) => p.courseHandicap)).toEqual([0, 0, 9, 9]);
    expect(round.scores).toEqual([
      { playerId: 'r1', holeNumber: 1, strokes: 4 },
      { playerId: 'r2', holeNumber: 1, strokes: 4 },
      { playerId: 'b1', holeNumber: 1, strokes: 4 },
      { playerId: 'b2', holeNumber: 1, strokes: 4 },
    ]);
  });

  it('orders scores by when they were last entered, those without a time as given', () => {
    const scores = [
      { updatedAt: '2026-06-12T08:05:00Z' },
      { updatedAt: '2026-06-12T08:01:00Z' },
      {},
      { updatedAt: '2026-06-12T08:01:00Z' },
    ];
    expect(inEntryOrder(scores).map((s) => scores.indexOf(s))).toEqual([1, 3, 0, 2]);
  });
});

const card = flatHoles(18).map((h) => ({ holeNumber: h.number, par: h.par, strokeIndex: h.strokeIndex }));
const courses: CourseFacts = { tees: new Map([['white', card]]), courseNames: new Map([['links', 'The Links']]) };

function cupGame(format: 'four_ball' | 'foursomes', scores: LeaderboardGame['scores']): LeaderboardGame {
  return {
    id: 'g',
    name: 'Session 1',
    gameType: 'match_play',
    scoringType: 'net',
    pointsSystem: { win: 1, tie: 0, loss: 0 },
    isNassau: false,
    status: 'in_progress',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 1,
    players: example.map((p) => ({ id: p.id, name: p.id.toUpperCase(), handicap: 0, teamNumber: p.teamNumber as 1 | 2, userId: null })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: example.map((p) => ({ playerId: p.id, roundNumber: 1, teeSetId: 'white', courseHandicap: p.courseHandicap })),
    scores,
    quotaAdjustments: [],
    payouts: [],
    cup: { format, points: 1 },
  };
}

const score = (playerId: string, holeNumber: number, strokes: number, updatedAt: string) => ({
  scoreId: `${playerId}${holeNumber}`,
  playerId,
  roundNumber: 1,
  holeNumber,
  strokes,
  updatedAt,
});

describe('a cup match’s game boards', () => {
  it('given four-ball, then the board plays off the allowance and says what the cup counts: Blue’s 14 gets a stroke on hole 1', () => {
    // Strokes: r2 on SI 1-5, b1 on 1-7, b2 on 1-14. Hole 1: Red's best net 4, Blue's 4 (b2 5 less a stroke): halved.
    // Hole 2: r1's 3 against Blue's 4 (b1 5 and b2 5, each less a stroke): Red 1 up.
    const outcome = gameLeaderboards(
      cupGame('four_ball', [
        score('r1', 1, 4, 't1'),
        score('r2', 1, 5, 't1'),
        score('b1', 1, 6, 't1'),
        score('b2', 1, 5, 't1'),
        score('r1', 2, 3, 't2'),
        score('r2', 2, 5, 't2'),
        score('b1', 2, 5, 't2'),
        score('b2', 2, 5, 't2'),
      ]),
      courses,
    );
    const board = outcome.boards[0]!;
    expect(board.entries.find((e) => e.player.id === 'r1')?.match?.status).toBe('1 UP');
    expect(board.entries.find((e) => e.player.id === 'b2')?.scorecards[0]?.holes[0]).toMatchObject({ strokesReceived: 1, netScore: 4 });
    expect(outcome.cupMatch).toMatchObject({ format: 'four_ball', state: 'in_progress', leader: 0, thru: 2, projectedPoints: [1, 0] });
    expect(board.cupMatch).toEqual(outcome.cupMatch);
    expect(outcome.scores.find((s) => s.scoreId === 'b21')).toMatchObject({ netScore: 4, strokesReceived: 1 });
  });

  it('given foursomes where a partner corrected the side’s score later, then the later one counts on the board and in the cup', () => {
    // Blue receives 9: a stroke on holes 1 … 9. Hole 1: Red 4; Blue first 6 (net 5), then 4 by b2 later (net 3): Blue wins.
    const outcome = gameLeaderboards(
      cupGame('foursomes', [score('r1', 1, 4, 't1'), score('b1', 1, 6, 't1'), score('b2', 1, 4, 't3'), score('r2', 2, 4, 't2')]),
      courses,
    );
    const board = outcome.boards[0]!;
    expect(board.entries.find((e) => e.player.id === 'b1')?.match?.status).toBe('1 UP');
    expect(board.entries.find((e) => e.player.id === 'b1')?.scorecards[0]?.holes[0]?.strokes).toBe(4);
    expect(outcome.cupMatch).toMatchObject({ state: 'in_progress', leader: 1, thru: 1 });
  });

  it('given a game that is not a cup match, then no cup line on its boards', () => {
    const { cup: _cup, ...plain } = cupGame('four_ball', []);
    const outcome = gameLeaderboards(plain, courses);
    expect(outcome.cupMatch).toBeNull();
    expect('cupMatch' in outcome.boards[0]!).toBe(false);
  });
});
