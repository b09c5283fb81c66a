import { describe, expect, it } from 'vitest';
import { myStats } from './my-stats.ts';

const entry = (id: string, position: number, totalPoints: number, toPar: string) => ({ position, player: { id }, totalPoints, toPar });

describe("the user's stats on a home card", () => {
  it('gives rank as an ordinal, points and score to par', () => {
    const entries = [entry('a', 1, 16, '+1'), entry('me', 2, 14, '-2'), entry('c', 3, 10, 'E')];
    expect(myStats(entries, 'me')).toEqual({ rank: '2nd', points: 14, toPar: '-2' });
    expect(myStats(entries, 'a')?.toPar).toBe('+1');
    expect(myStats(entries, 'c')).toEqual({ rank: '3rd', points: 10, toPar: 'E' });
  });

  it('before any hole is played, level par', () => {
    expect(myStats([entry('me', 1, 0, 'E')], 'me')).toEqual({ rank: '1st', points: 0, toPar: 'E' });
  });

  it('gives nothing when the player is not on the leaderboard', () => {
    expect(myStats([entry('a', 1, 1, 'E')], 'me')).toBeNull();
  });
});
