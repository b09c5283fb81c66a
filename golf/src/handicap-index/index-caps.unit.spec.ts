import { describe, expect, it } from 'vitest';
import { cappedIndex, dayNumber, lowHandicapIndex } from './index-caps.ts';

describe('soft and hard caps (Rule 5.8)', () => {
  it.each([
    { index: 125, low: 100, capped: 125, why: '2.5 above the low: unchanged' },
    { index: 130, low: 100, capped: 130, why: 'exactly 3.0 above: unchanged' },
    { index: 145, low: 100, capped: 138, why: 'soft cap: 13.0 + 1.5 / 2 = 13.75 → 13.8' },
    { index: 150, low: 100, capped: 140, why: 'soft cap: 13.0 + 2.0 / 2 = 14.0' },
    { index: 170, low: 100, capped: 150, why: 'soft cap gives 13.0 + 4.0 / 2 = 15.0, the hard cap too' },
    { index: 175, low: 100, capped: 150, why: 'soft cap 15.25 → 15.3, hard cap 15.0' },
    { index: 200, low: 100, capped: 150, why: 'hard cap: never more than 5.0 above' },
    { index: 31, low: -10, capped: 26, why: 'a plus low: −1.0 + 3.0 + 1.1 / 2 = 2.55 → 2.6' },
    { index: 80, low: 100, capped: 80, why: 'below the low: unchanged' },
  ])('given index $index over low $low (tenths), then $capped ($why)', ({ index, low, capped }) => {
    expect(cappedIndex(index, low)).toBe(capped);
  });

  describe('the low index of the 365 days before the latest round', () => {
    const latest = dayNumber('2025-06-30');
    it('given indexes worked out inside the window, then the lowest of them', () => {
      const history = [
        { day: dayNumber('2024-07-01'), index: 112 },
        { day: dayNumber('2025-01-15'), index: 98 },
        { day: dayNumber('2025-06-29'), index: 105 },
      ];
      expect(lowHandicapIndex(history, latest)).toBe(98);
    });

    it('given a lower index worked out before the window but replaced before it opened, then it does not count', () => {
      const history = [
        { day: dayNumber('2024-01-10'), index: 80 },
        { day: dayNumber('2024-06-20'), index: 110 },
        { day: dayNumber('2024-12-01'), index: 104 },
      ];
      // The window opens on 2024-06-30; 11.0 was still in effect that day, 8.0 was not.
      expect(lowHandicapIndex(history, latest)).toBe(104);
      expect(lowHandicapIndex([...history.slice(0, 2), { day: dayNumber('2024-12-01'), index: 115 }], latest)).toBe(110);
    });

    it('given an index of the latest round’s own day, then it is not "before" the latest round', () => {
      expect(
        lowHandicapIndex(
          [
            { day: latest, index: 50 },
            { day: latest - 1, index: 90 },
          ],
          latest,
        ),
      ).toBe(90);
      expect(lowHandicapIndex([{ day: latest, index: 50 }], latest)).toBeNull();
    });

    it('given a leap year, then the window still covers exactly 365 days', () => {
      // 2024-03-01 − 365 days = 2023-03-02 (2024 has 29 February): a day earlier is outside.
      const march = dayNumber('2024-03-01');
      expect(march - dayNumber('2023-03-02')).toBe(365);
      const history = [
        { day: dayNumber('2023-02-20'), index: 70 },
        { day: dayNumber('2023-03-01'), index: 95 },
        { day: dayNumber('2023-03-02'), index: 90 },
      ];
      // 9.5 was in effect when the window opened (2023-03-02), 9.0 was worked out on its first day; 7.0 had gone.
      expect(lowHandicapIndex(history, march)).toBe(90);
      expect(lowHandicapIndex(history.slice(0, 2), march)).toBe(95);
    });
  });
});
