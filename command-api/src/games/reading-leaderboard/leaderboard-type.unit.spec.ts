import { describe, expect, expectTypeOf, it } from 'vitest';
import { LeaderboardView } from '@golf/contracts';
import { gameLeaderboards, withSideGames, type SideGamesBoardView, type SideGamesGame } from '@golf/golf';

const holes = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'a0000000-0000-4000-8000-000000000002';

describe('the leaderboard type, declared once', () => {
  it('given the contract’s LeaderboardView and @golf/golf’s board with its side games, then they are the same type', () => {
    // Checked by `tsc -b` (npm test): a field added to one and not the other fails the type-check.
    expectTypeOf<LeaderboardView>().toEqualTypeOf<SideGamesBoardView>();
  });

  it('given a board gameLeaderboards builds, then the contract’s schema accepts it as it is', () => {
    const game: SideGamesGame = {
      id: 'b0000000-0000-4000-8000-000000000001',
      name: 'Sunday',
      gameType: 'skins',
      scoringType: 'net',
      pointsSystem: { skins: 1 },
      isNassau: true,
      status: 'in_progress',
      numberOfRounds: 2,
      currentRound: 1,
      currentHole: 3,
      players: [ann, bob].map((id, i) => ({ id, name: `P${i}`, handicap: 4, teamNumber: null, userId: null })),
      rounds: [{ roundNumber: 1, courseId: 'c', courseHoles: 18, status: 'in_progress' }],
      playerRounds: [ann, bob].map((playerId) => ({ playerId, roundNumber: 1, teeSetId: 't', courseHandicap: 2 })),
      scores: [
        { scoreId: 's1', playerId: ann, roundNumber: 1, holeNumber: 1, strokes: 4 },
        { scoreId: 's2', playerId: bob, roundNumber: 1, holeNumber: 1, strokes: 5 },
      ],
      quotaAdjustments: [],
      payouts: [{ position: 1, betType: 'overall' as const, amountCents: 2000, description: 'Winner' }],
      sideGames: { wolf: { pointValueCents: 100 } },
      holeAwards: [
        { roundNumber: 1, holeNumber: 2, bingo: null, bango: null, bongo: null, closestToPin: null },
        { roundNumber: 1, holeNumber: 1, bingo: ann, bango: bob, bongo: null, closestToPin: null },
      ],
    };
    const courses = { tees: new Map([['t', holes]]), courseNames: new Map([['c', 'Links']]) };
    const { boards } = withSideGames(gameLeaderboards(game, courses), game, courses);
    expect(boards[0]!.money!.players).toHaveLength(2);
    // The overall board and round 1's list hole 1's awards (hole 2, with none set, left out); round 2's has none (decision 0809).
    const awarded = [{ roundNumber: 1, holeNumber: 1, bingo: ann, bango: bob, bongo: null, closestToPin: null }];
    expect(boards.map((board: SideGamesBoardView) => [board.round, board.holeAwards])).toEqual([
      [null, awarded],
      [1, awarded],
      [2, undefined],
    ]);
    for (const board of boards) expect(LeaderboardView.parse(board)).toEqual(board);
  });
});
