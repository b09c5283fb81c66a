import type { HandicapRecordView, HandicapRoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { indexTrend, oneDecimal, roundsToFirstIndex } from './handicap-figures.ts';

const round = (playedAt: string, indexAfter: number | null, counted = true): HandicapRoundView => ({
  gameId: playedAt,
  gameName: 'Game',
  roundNumber: 1,
  playedAt,
  courseName: 'Links',
  teeName: 'White',
  courseRating: 72,
  slopeRating: 113,
  par: 72,
  courseHandicap: null,
  grossScore: 90,
  adjustedGrossScore: counted ? 90 : null,
  scoreDifferential: counted ? 18 : null,
  exceptionalReduction: counted ? 0 : null,
  used: false,
  counted,
  reason: counted ? null : 'Round in progress',
  indexAfter,
});

describe('handicap figures on the profile', () => {
  it('given fewer than 3 counted rounds, then how many more the first index needs', () => {
    expect(roundsToFirstIndex(0)).toBe('3 rounds to your first index: 3 more to go');
    expect(roundsToFirstIndex(2)).toBe('3 rounds to your first index: 1 more to go');
  });

  it('given indexes and differentials, then one decimal, plus figures with a plus', () => {
    expect([oneDecimal(12), oneDecimal(12.8), oneDecimal(-1.2), oneDecimal(0)]).toEqual(['12.0', '12.8', '+1.2', '0.0']);
  });

  it('given a record newest first, then the trend holds the index after each counted round, oldest first', () => {
    const record: HandicapRecordView = {
      handicapIndex: 11,
      lowHandicapIndex: null,
      roundsCounted: 4,
      useAppIndex: false,
      rounds: [
        round('2025-05-05T09:00:00.000Z', null, false),
        round('2025-05-04T09:00:00.000Z', 11),
        round('2025-05-03T09:00:00.000Z', 12),
        round('2025-05-02T09:00:00.000Z', null),
        round('2025-05-01T09:00:00.000Z', null),
      ],
    };
    expect(indexTrend(record)).toEqual([
      { playedAt: '2025-05-03T09:00:00.000Z', index: 12 },
      { playedAt: '2025-05-04T09:00:00.000Z', index: 11 },
    ]);
  });
});
