import { describe, expect, it } from 'vitest';
import { withNassauStakes } from './board-payouts.ts';
import { gameLeaderboards, type CourseFacts, type LeaderboardGame } from './game-leaderboards.ts';

const flat = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const courses: CourseFacts = { tees: new Map([['white', flat]]), courseNames: new Map([['links', 'The Links']]) };
const players = ['ann', 'bob', 'cat'];

/** Ann wins hole 1 outright, the rest of the front nine is halved by all three, Bob wins hole 10 and the back nine. */
function strokesOf(playerId: string, hole: number): number {
  if (hole === 1) return playerId === 'ann' ? 3 : 4;
  if (hole === 10) return playerId === 'bob' ? 3 : 4;
  return 4;
}

function game(overrides: Partial<LeaderboardGame>): LeaderboardGame {
  return {
    id: 'g',
    name: 'Saturday skins',
    gameType: 'skins',
    scoringType: 'gross',
    pointsSystem: { skins: 1 },
    isNassau: false,
    status: 'completed',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 18,
    players: players.map((id) => ({ id, name: id.toUpperCase(), handicap: 0, teamNumber: null, userId: null })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((playerId) => ({ playerId, roundNumber: 1, teeSetId: 'white', courseHandicap: 0 })),
    scores: players.flatMap((playerId) =>
      flat.map(({ holeNumber }) => ({
        scoreId: `${playerId}-${holeNumber}`,
        playerId,
        roundNumber: 1,
        holeNumber,
        strokes: strokesOf(playerId, holeNumber),
      })),
    ),
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
}

describe('a skin’s value on the board', () => {
  it('given a game that set no value (recorded before the setting), then a skin is worth $10', () => {
    const board = gameLeaderboards(game({}), courses).boards[0]!;
    expect(board.skins?.valueCents).toBe(1000);
    expect(board.entries.find((e) => e.player.id === 'ann')?.skins).toEqual({ won: 1, valueCents: 1000 });
  });

  it('given $2.50 a skin, then Bob’s 9 skins (hole 10 with 8 carried) are worth $22.50', () => {
    const board = gameLeaderboards(game({ skinValueCents: 250 }), courses).boards[0]!;
    expect(board.skins?.valueCents).toBe(250);
    expect(board.entries.map((e) => [e.player.id, e.skins])).toEqual([
      ['bob', { won: 9, valueCents: 2250 }],
      ['ann', { won: 1, valueCents: 250 }],
      ['cat', { won: 0, valueCents: 0 }],
    ]);
  });
});

describe('Nassau stakes on the board', () => {
  const stakes = { front_9: 500, back_9: 500, overall_18: 1000 };

  it('given stroke play with $5/$5/$10 stakes, then each bet shows its stake and its winner is paid it, ties split', () => {
    const board = gameLeaderboards(
      game({ gameType: 'stroke_play', pointsSystem: null, isNassau: true, nassauStakesCents: stakes }),
      courses,
    ).boards[0]!;
    expect(board.nassau.map((bet) => [bet.betType, bet.stakeCents, bet.winners])).toEqual([
      ['front_9', 500, ['ann']],
      ['back_9', 500, ['bob']],
      ['overall_18', 1000, ['ann', 'bob']],
    ]);
    expect(board.payouts.map((p) => [p.betType, p.position, p.amountCents, p.playerIds, p.shareCents, p.description])).toEqual([
      ['front_9', 1, 500, ['ann'], 500, 'Nassau stake'],
      ['back_9', 1, 500, ['bob'], 500, 'Nassau stake'],
      ['overall_18', 1, 1000, ['ann', 'bob'], 500, 'Nassau stake'],
    ]);
    expect(board.prizePoolCents).toBe(2000);
  });

  it('given stakes but Nassau turned off, then no bet and no stake is paid', () => {
    const board = gameLeaderboards(game({ gameType: 'stroke_play', pointsSystem: null, nassauStakesCents: stakes }), courses).boards[0]!;
    expect(board.nassau).toEqual([]);
    expect(board.prizePoolCents).toBe(0);
  });

  it('given a 1st-place row for the front nine and a front stake, then the line is shown once with both amounts', () => {
    const rows = withNassauStakes([{ position: 1, betType: 'front_9', amountCents: 300, description: null }], {
      front_9: 500,
      back_9: 0,
      overall_18: 0,
    });
    expect(rows).toEqual([{ position: 1, betType: 'front_9', amountCents: 800, description: null }]);
  });
});
