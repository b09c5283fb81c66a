import { describe, expect, it } from 'vitest';
import { myStats } from './my-stats.ts';

const entry = (id: string, position: number, totalPoints: number, toPar: string, started = true) => ({
  position,
  started,
  player: { id },
  totalPoints,
  toPar,
  scorecards: [],
});

describe("the user's stats on a home card", () => {
  it('gives rank as an ordinal, points and score to par', () => {
    const entries = [entry('a', 1, 16, '+1'), entry('me', 2, 14, '-2'), entry('c', 3, 10, 'E')];
    expect(myStats(entries, 'me', 'dogfight')).toEqual({ rank: '2nd', points: 14, toPar: '-2' });
    expect(myStats(entries, 'a', 'dogfight')?.toPar).toBe('+1');
    expect(myStats(entries, 'c', 'dogfight')).toEqual({ rank: '3rd', points: 10, toPar: 'E' });
  });

  it('given a format that does not rank by points (stroke play, match play, skins), then no points', () => {
    const entries = [entry('me', 1, 6, '-1')];
    for (const format of ['stroke_play', 'match_play', 'skins'] as const) expect(myStats(entries, 'me', format)?.points).toBeNull();
    expect(myStats(entries, 'me', 'best_ball')?.points).toBe(6);
  });

  it('given the user has not played a hole while others have, then the rank says not started, not a shared place', () => {
    const entries = [entry('a', 1, 4, '-1'), entry('me', 2, 0, 'E', false), entry('c', 2, 0, 'E', false)];
    expect(myStats(entries, 'me', 'dogfight')).toEqual({ rank: 'Not started', points: 0, toPar: 'Not started' });
  });

  it('before anyone has played a hole, not started either', () => {
    expect(myStats([entry('me', 1, 0, 'E', false)], 'me', 'stroke_play')).toEqual({
      rank: 'Not started',
      points: null,
      toPar: 'Not started',
    });
  });

  it('gives nothing when the player is not on the leaderboard', () => {
    expect(myStats([entry('a', 1, 1, 'E')], 'me', 'dogfight')).toBeNull();
  });
});
