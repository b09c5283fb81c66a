import { describe, expect, it } from 'vitest';
import { matchStatus, sideOutcome, sideStatusText } from './match-status.ts';

describe('match status text (docs/golf-rules.md section 5)', () => {
  it.each([
    { up: 0, left: 18, text: 'AS', finished: false },
    { up: 2, left: 10, text: '2 UP', finished: false },
    { up: -1, left: 5, text: '1 UP', finished: false },
    { up: 2, left: 2, text: 'Dormie', finished: false },
    { up: -3, left: 3, text: 'Dormie', finished: false },
    { up: 3, left: 2, text: '3&2', finished: true },
    { up: 5, left: 4, text: '5&4', finished: true },
    { up: 2, left: 1, text: '2&1', finished: true },
    { up: 1, left: 0, text: '1 UP', finished: true },
    { up: -2, left: 0, text: '2 UP', finished: true },
    { up: 0, left: 0, text: 'Halved', finished: true },
  ])('given side 1 up $up with $left to play, then "$text"', ({ up, left, text, finished }) => {
    expect(matchStatus(up, left)).toMatchObject({ text, finished });
  });

  it('given side 2 two up with 10 to play, then side 2 reads "2 UP" and side 1 "2 DN"', () => {
    const status = matchStatus(-2, 10);
    expect(status.leader).toBe(2);
    expect(sideStatusText(status, 2)).toBe('2 UP');
    expect(sideStatusText(status, 1)).toBe('2 DN');
  });

  it('given a dormie leader, then the side behind reads "n DN"', () => {
    expect(sideStatusText(matchStatus(1, 1), 2)).toBe('1 DN');
  });

  it('given a match won 3&2 by side 1, then side 1 won and side 2 lost, 3 down', () => {
    const status = matchStatus(3, 2);
    expect([sideStatusText(status, 1), sideOutcome(status, 1)]).toEqual(['3&2', 'won']);
    expect([sideStatusText(status, 2), sideOutcome(status, 2)]).toEqual(['3 DN', 'lost']);
  });

  it('given a halved match, then both sides read "Halved"; a live match has no outcome', () => {
    const halved = matchStatus(0, 0);
    expect([sideStatusText(halved, 2), sideOutcome(halved, 2)]).toEqual(['Halved', 'halved']);
    expect(sideOutcome(matchStatus(1, 5), 1)).toBeNull();
  });
});
