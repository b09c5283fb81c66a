import { describe, expect, it } from 'vitest';
import { withRoundScorecards } from '../formats/scorecard.ts';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { leaderboardBoard } from './leaderboard-board.ts';

// Par 4s, SI = hole number. Ann (CH 2: strokes on holes 1 and 2) 5 5 4 3, Bob (CH 0) 4 4 4 4, Cy 6 6 6 6.
const round = roundOf({
  holes: flatHoles(18),
  players: [
    { id: 'ann', ch: 2, gross: [5, 5, 4, 3] },
    { id: 'bob', gross: [4, 4, 4, 4] },
    { id: 'cy', gross: [6, 6, 6, 6] },
  ],
});

const board = (gameType: 'stableford' | 'modified_stableford', isNassau = false) =>
  leaderboardBoard({
    gameType,
    scoringType: 'net',
    isNassau,
    nassauStakesCents: isNassau ? { front_9: 500, back_9: 500, overall_18: 1000 } : null,
    playerIds: ['ann', 'bob', 'cy'],
    rounds: [
      { roundNumber: 1, input: withRoundScorecards(round, gameType), cards: withRoundScorecards(round, gameType).prebuiltCards.cards },
    ],
  });

describe('a Stableford board (docs/golf-rules.md section 10)', () => {
  it('given net Stableford, then the lines rank by points: Ann 9 (2, 2, 2, 3), Bob 8, Cy 0', () => {
    const { entries } = board('stableford');
    expect(entries.map((e) => [e.playerId, e.position, e.totalPoints, e.toPar])).toEqual([
      ['ann', 1, 9, '-1'],
      ['bob', 2, 8, 'E'],
      ['cy', 3, 0, '+8'],
    ]);
    expect(entries[0]!.scorecards[0]!.holes.slice(0, 4).map((h) => h.points)).toEqual([2, 2, 2, 3]);
  });

  it('given modified Stableford, then Cy’s double bogeys make −12 and he ranks last on points', () => {
    const { entries } = board('modified_stableford');
    expect(entries.map((e) => [e.playerId, e.totalPoints])).toEqual([
      ['ann', 2],
      ['bob', 0],
      ['cy', -12],
    ]);
  });

  it('given a Nassau on Stableford, then its bets go to the most points', () => {
    const { nassau } = board('stableford', true);
    expect(nassau.map((bet) => [bet.betType, bet.winners, bet.complete])).toEqual([
      ['front_9', ['ann'], false],
      ['back_9', [], false],
      ['overall_18', ['ann'], false],
    ]);
  });
});
