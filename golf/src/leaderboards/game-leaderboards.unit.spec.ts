import { describe, expect, it } from 'vitest';
import { gameFigures, gameLeaderboards, type CourseFacts, type LeaderboardGame } from './game-leaderboards.ts';

const flat = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const players = ['ann', 'bob', 'cat'];

const courses: CourseFacts = { tees: new Map([['white', flat]]), courseNames: new Map([['links', 'The Links']]) };

function game(overrides: Partial<LeaderboardGame> = {}): LeaderboardGame {
  return {
    id: 'g',
    name: 'Saturday',
    gameType: 'dogfight',
    scoringType: 'net',
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: false,
    status: 'in_progress',
    numberOfRounds: 2,
    currentRound: 1,
    currentHole: 2,
    players: players.map((id) => ({ id, name: id.toUpperCase(), handicap: 0, teamNumber: null, userId: null })),
    rounds: [
      { roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' },
      { roundNumber: 2, courseId: 'links', courseHoles: 18, status: 'not_started' },
    ],
    playerRounds: players.flatMap((playerId) =>
      [1, 2].map((roundNumber) => ({ playerId, roundNumber, teeSetId: 'white', courseHandicap: 0 })),
    ),
    scores: [
      { scoreId: 'c1', playerId: 'cat', roundNumber: 1, holeNumber: 1, strokes: 5 },
      { scoreId: 'a1', playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 3 },
      { scoreId: 'b1', playerId: 'bob', roundNumber: 1, holeNumber: 1, strokes: 4 },
    ],
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
}

describe('game outcome', () => {
  it('given three scores on hole 1 of round 1, then each is derived, the overall board covers the started round, and each round has its board', () => {
    const outcome = gameLeaderboards(game(), courses);
    expect(outcome.scores).toEqual([
      { scoreId: 'a1', netScore: 3, points: 4, strokesReceived: 0 },
      { scoreId: 'b1', netScore: 4, points: 2, strokesReceived: 0 },
      { scoreId: 'c1', netScore: 5, points: 1, strokesReceived: 0 },
    ]);
    expect(
      outcome.boards.map((b) => [b.round, b.courseName, b.entries[0]?.player.name, b.entries[0]?.scorecards.map((c) => c.roundNumber)]),
    ).toEqual([
      [null, 'The Links', 'ANN', [1]],
      [1, 'The Links', 'ANN', [1]],
      [2, 'The Links', 'ANN', [2]],
    ]);
    expect(outcome.boards[0]?.rounds).toEqual([
      { roundNumber: 1, state: 'in_progress' },
      { roundNumber: 2, state: 'not_started' },
    ]);
    expect(outcome.players).toEqual([
      { playerId: 'ann', totalPoints: 4, totalStrokes: 3 },
      { playerId: 'bob', totalPoints: 2, totalStrokes: 4 },
      { playerId: 'cat', totalPoints: 1, totalStrokes: 5 },
    ]);
  });

  it('given match play with three players (its format refuses them), then it is ranked as net stroke play, without throwing', () => {
    const outcome = gameLeaderboards(game({ gameType: 'match_play', pointsSystem: { win: 1, tie: 0, loss: 0 } }), courses);
    expect(outcome.boards[0]?.entries.map((e) => [e.player.id, e.position, e.match])).toEqual([
      ['ann', 1, null],
      ['bob', 2, null],
      ['cat', 3, null],
    ]);
  });

  it('given no round has a course, then a score keeps its strokes as net, and everyone is level at nothing played on empty boards', () => {
    const outcome = gameLeaderboards(game({ rounds: [], playerRounds: [] }), courses);
    expect(outcome.scores[0]).toEqual({ scoreId: 'a1', netScore: 3, points: 0, strokesReceived: 0 });
    expect(outcome.boards.map((b) => [b.round, b.entries.length, b.courseName])).toEqual([
      [null, 3, null],
      [1, 0, null],
      [2, 0, null],
    ]);
    expect(outcome.boards[0]?.entries.map((e) => [e.position, e.tied, e.holesPlayed, e.toPar])).toEqual([
      [1, true, 0, 'E'],
      [1, true, 0, 'E'],
      [1, true, 0, 'E'],
    ]);
  });

  it("given a Nassau game in match play, when its figures are worked out alone, then they are the leaderboards' figures", () => {
    const nassau = game({
      gameType: 'match_play',
      isNassau: true,
      nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 },
      players: players.slice(0, 2).map((id) => ({ id, name: id.toUpperCase(), handicap: 0, teamNumber: null, userId: null })),
      scores: [
        { scoreId: 'a1', playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 3 },
        { scoreId: 'b1', playerId: 'bob', roundNumber: 1, holeNumber: 1, strokes: 4 },
        { scoreId: 'a2', playerId: 'ann', roundNumber: 1, holeNumber: 2, strokes: 5 },
        { scoreId: 'b2', playerId: 'bob', roundNumber: 1, holeNumber: 2, strokes: 4 },
      ],
    });
    const { players: totals, playerRounds } = gameLeaderboards(nassau, courses);
    expect(gameFigures(nassau, courses)).toEqual({ players: totals, playerRounds });
    expect(totals.map((t) => t.totalStrokes)).toEqual([8, 8]);
  });
});
