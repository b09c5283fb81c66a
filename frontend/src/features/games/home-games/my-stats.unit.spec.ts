import { describe, expect, it } from 'vitest';
import { myStats } from './my-stats.ts';

const entry = (id: string, position: number, totalPoints: number, toPar: string, started = true) => ({
  position,
  started,
  player: { id },
  totalPoints,
  toPar,
});

describe("the user's stats on a home card", () => {
  it('gives rank as an ordinal, points and score to par', () => {
    const entries = [entry('a', 1, 16, '+1'), entry('me', 2, 14, '-2'), entry('c', 3, 10, 'E')];
    expect(myStats(entries, 'me')).toEqual({ rank: '2nd', points: 14, toPar: '-2' });
    expect(myStats(entries, 'a')?.toPar).toBe('+1');
    expect(myStats(entries, 'c')).toEqual({ rank: '3rd', points: 10, toPar: 'E' });
  });

  it('given the user has not played a hole while others have, then the rank says not started, not a shared place', () => {
    const entries = [entry('a', 1, 4, '-1'), entry('me', 2, 0, 'E', false), entry('c', 2, 0, 'E', false)];
    expect(myStats(entries, 'me')).toEqual({ rank: 'Not started', points: 0, toPar: 'E' });
  });

  it('before anyone has played a hole, not started either', () => {
    expect(myStats([entry('me', 1, 0, 'E', false)], 'me')).toEqual({ rank: 'Not started', points: 0, toPar: 'E' });
  });

  it('gives nothing when the player is not on the leaderboard', () => {
    expect(myStats([entry('a', 1, 1, 'E')], 'me')).toBeNull();
  });
});
