import { describe, expect, it } from 'vitest';
import { emptySlot, type PlayerSlot } from './player-slots.ts';
import { fitPicks, layoutLabel, teamPicksError, teamSummaries } from './team-draft.ts';

const slot = (key: string, handicap: string): PlayerSlot => ({ ...emptySlot(key), name: key.toUpperCase(), handicap });
const four = [slot('a', '10'), slot('b', '12.3'), slot('c', '4'), slot('d', '')];
const twoOfTwo = { teamCount: 2, teamSize: 2 };

describe('team step checks', () => {
  it('given an unassigned player, then every player must be on a team', () => {
    expect(teamPicksError(four, { a: 1, b: 1, c: 2 }, twoOfTwo)).toBe('All players must be assigned to a team');
  });

  it('given a team of the wrong size, then it names the team and its size', () => {
    expect(teamPicksError(four, { a: 1, b: 1, c: 1, d: 2 }, twoOfTwo)).toBe('Team 1 must have exactly 2 player(s)');
  });

  it('given two teams of two, then no error', () => {
    expect(teamPicksError(four, { a: 1, b: 2, c: 1, d: 2 }, twoOfTwo)).toBeNull();
  });
});

describe('team summaries', () => {
  it('a full team shows its average handicap to 0.1; a partial one none', () => {
    const [one, two] = teamSummaries(four, { a: 1, b: 1, c: 2 }, twoOfTwo);
    expect(one).toMatchObject({ name: 'Team 1', full: true, averageHandicap: 11.2 });
    expect(one?.members.map((m) => m.key)).toEqual(['a', 'b']);
    expect(two).toMatchObject({ full: false, averageHandicap: null });
  });

  it('an empty handicap counts 0 in the average', () => {
    expect(teamSummaries(four, { c: 1, d: 1 }, twoOfTwo)[0]?.averageHandicap).toBe(2);
  });
});

describe('changing the layout', () => {
  it('clears picks of teams the new layout does not have', () => {
    expect(fitPicks({ a: 1, b: 3, c: 4, d: null }, twoOfTwo)).toEqual({ a: 1, b: null, c: null, d: null });
    expect(layoutLabel({ teamCount: 4, teamSize: 2 })).toBe('4 teams of 2');
  });
});
