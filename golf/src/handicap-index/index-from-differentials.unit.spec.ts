import { describe, expect, it } from 'vitest';
import { indexFromDifferentials, rule52 } from './index-from-differentials.ts';
import { fromTenths, toTenths } from './tenths.ts';

/** Twenty differentials in the order played (worked example of docs/golf-rules.md). */
const RECORD = [15.2, 12.8, 18.1, 14.0, 16.5, 11.9, 13.3, 17.0, 12.1, 19.4, 14.6, 13.8, 16.0, 12.5, 15.5, 11.4, 18.8, 13.1, 14.9, 12.2];

const indexOf = (differentials: readonly number[]) => {
  const result = indexFromDifferentials(differentials.map(toTenths));
  return result && { index: fromTenths(result.index), used: result.used };
};

describe('Handicap Index from the differentials (Rule 5.2)', () => {
  it.each([
    { count: 3, index: 10.8, used: [1], work: 'lowest 1 (12.8) − 2.0' },
    { count: 4, index: 11.8, used: [1], work: 'lowest 1 (12.8) − 1.0' },
    { count: 5, index: 12.8, used: [1], work: 'lowest 1 (12.8)' },
    { count: 6, index: 11.4, used: [1, 5], work: '(11.9 + 12.8) / 2 = 12.35 → 12.4, − 1.0' },
    { count: 7, index: 12.4, used: [1, 5], work: 'lowest 2: 12.35 → 12.4' },
    { count: 8, index: 12.4, used: [1, 5], work: 'lowest 2: 12.35 → 12.4' },
    { count: 9, index: 12.3, used: [1, 5, 8], work: 'lowest 3: 36.8 / 3 = 12.27' },
    { count: 10, index: 12.3, used: [1, 5, 8], work: 'lowest 3' },
    { count: 11, index: 12.3, used: [1, 5, 8], work: 'lowest 3' },
    { count: 12, index: 12.5, used: [1, 5, 6, 8], work: 'lowest 4: 50.1 / 4 = 12.525' },
    { count: 13, index: 12.5, used: [1, 5, 6, 8], work: 'lowest 4' },
    { count: 14, index: 12.3, used: [1, 5, 8, 13], work: 'lowest 4: 49.3 / 4 = 12.325' },
    { count: 15, index: 12.5, used: [1, 5, 6, 8, 13], work: 'lowest 5: 62.6 / 5 = 12.52' },
    { count: 16, index: 12.1, used: [1, 5, 8, 13, 15], work: 'lowest 5: 60.7 / 5 = 12.14' },
    { count: 17, index: 12.3, used: [1, 5, 6, 8, 13, 15], work: 'lowest 6: 74.0 / 6 = 12.33' },
    { count: 18, index: 12.3, used: [1, 5, 8, 13, 15, 17], work: 'lowest 6: 73.8 / 6 = 12.3' },
    { count: 19, index: 12.4, used: [1, 5, 6, 8, 13, 15, 17], work: 'lowest 7: 87.1 / 7 = 12.44' },
    { count: 20, index: 12.4, used: [1, 5, 6, 8, 13, 15, 17, 19], work: 'lowest 8: 99.3 / 8 = 12.41' },
  ])('given the first $count differentials, then the index is $index ($work)', ({ count, index, used }) => {
    expect(indexOf(RECORD.slice(0, count))).toEqual({ index, used });
  });

  it('given fewer than 3 differentials, then there is no index', () => {
    expect(indexOf([])).toBeNull();
    expect(indexOf([12.0, 14.0])).toBeNull();
    expect(rule52(2)).toBeNull();
  });

  it('given plus differentials, then the average rounds halves away from zero too', () => {
    expect(indexOf([-1.0, 0.5, 2.0])?.index).toBe(-3.0);
    // (−1.1 + −1.2) / 2 = −1.15 → −1.2, less 1.0.
    expect(indexOf([-1.1, -1.2, 3.0, 4.0, 5.0, 6.0])?.index).toBe(-2.2);
  });

  it('given very high differentials, then the index is at most 54.0', () => {
    expect(indexOf([60.0, 58.0, 57.0])?.index).toBe(54.0);
  });

  it('given equal differentials, then the older ones are the ones used', () => {
    expect(indexOf([10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0])).toEqual({ index: 10.0, used: [0, 1] });
  });

  it('given more than 20 differentials, then it refuses: the record passes only the most recent 20', () => {
    expect(() => indexOf([...RECORD, 10.0])).toThrow(RangeError);
  });
});
