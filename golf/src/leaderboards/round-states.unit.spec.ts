import { describe, expect, it } from 'vitest';
import { roundStates } from './game-leaderboards.ts';

const round = (roundNumber: number, status: 'not_started' | 'in_progress') => ({
  gameId: 'a0000000-0000-4000-8000-000000000001',
  roundNumber,
  courseId: 'a0000000-0000-4000-8000-000000000002',
  course: null,
  status,
  confirmed: true,
});

describe('leaderboard round states', () => {
  it('given play in round 2 of 3, then round 1 completed, round 2 in progress, round 3 not started', () => {
    const game = {
      numberOfRounds: 3,
      currentRound: 2,
      status: 'in_progress' as const,
      rounds: [round(1, 'in_progress'), round(2, 'in_progress'), round(3, 'not_started')],
    };
    expect(roundStates(game)).toEqual([
      { roundNumber: 1, state: 'completed' },
      { roundNumber: 2, state: 'in_progress' },
      { roundNumber: 3, state: 'not_started' },
    ]);
  });

  it('given the current round not started yet, then it is not started; given the game completed, every round is completed', () => {
    const waiting = {
      numberOfRounds: 2,
      currentRound: 2,
      status: 'in_progress' as const,
      rounds: [round(1, 'in_progress'), round(2, 'not_started')],
    };
    expect(roundStates(waiting).map((r) => r.state)).toEqual(['completed', 'not_started']);
    expect(roundStates({ ...waiting, status: 'completed' }).map((r) => r.state)).toEqual(['completed', 'completed']);
  });
});
