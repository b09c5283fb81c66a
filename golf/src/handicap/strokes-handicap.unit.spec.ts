import { describe, expect, it } from 'vitest';
import { strokesHandicap } from './strokes-handicap.ts';

describe('the handicap strokes come from', () => {
  const net = { gameType: 'dogfight' as const, scoringType: 'net' as const };

  it('is the course handicap in net scoring', () => {
    expect(strokesHandicap(net, 12, [12, 3, 20])).toBe(12);
    expect(strokesHandicap(net, -2, [12, -2])).toBe(-2);
  });

  it('is none in gross and quota scoring, or without a course handicap', () => {
    expect(strokesHandicap({ ...net, scoringType: 'gross' }, 12, [12])).toBeNull();
    expect(strokesHandicap({ ...net, scoringType: 'quota' }, 12, [12])).toBeNull();
    expect(strokesHandicap(net, null, [12])).toBeNull();
  });

  it('in match play, is taken off the lowest course handicap of the match', () => {
    const match = { gameType: 'match_play' as const, scoringType: 'net' as const };
    expect(strokesHandicap(match, 12, [12, 5, null])).toBe(7);
    expect(strokesHandicap(match, 5, [12, 5])).toBe(0);
    expect(strokesHandicap(match, 3, [3, -1])).toBe(4);
  });
});
