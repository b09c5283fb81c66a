import type { HandicapRecordView, HandicapRoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { roundPostedText } from './round-posted.ts';

const round = (change: Partial<HandicapRoundView>): HandicapRoundView => ({
  gameId: 'g1',
  gameName: 'Sunday',
  roundNumber: 1,
  playedAt: '2025-05-03T09:00:00.000Z',
  courseName: 'Pebble Creek',
  teeName: 'White',
  courseRating: 71.2,
  slopeRating: 125,
  par: 72,
  courseHandicap: 14,
  grossScore: 88,
  adjustedGrossScore: 87,
  scoreDifferential: 14.2,
  exceptionalReduction: 0,
  used: true,
  counted: true,
  reason: null,
  indexAfter: 12.8,
  ...change,
});
const record = (rounds: HandicapRoundView[], handicapIndex: number | null, roundsCounted = 5): HandicapRecordView => ({
  handicapIndex,
  lowHandicapIndex: null,
  roundsCounted,
  useAppIndex: false,
  rounds,
});

describe('the round posted notice', () => {
  it('given the round counted, then its differential and the index now', () => {
    expect(roundPostedText(record([round({})], 12.8), 'g1', 1)).toBe('Round posted: differential 14.2; your index is now 12.8');
  });

  it('given whole and plus figures, then one decimal, below zero with a plus', () => {
    expect(roundPostedText(record([round({ scoreDifferential: -1.5 })], 14), 'g1', 1)).toBe(
      'Round posted: differential +1.5; your index is now 14.0',
    );
  });

  it('given no index yet, then how many more rounds the first one needs', () => {
    expect(roundPostedText(record([round({ indexAfter: null })], null, 2), 'g1', 1)).toBe(
      'Round posted: differential 14.2; 1 more to your first index',
    );
  });

  it('given the round does not count, or is another game’s or round’s, then nothing to say', () => {
    expect(
      roundPostedText(record([round({ counted: false, reason: 'Scores on 14 of 18 holes', scoreDifferential: null })], 12.8), 'g1', 1),
    ).toBeNull();
    expect(roundPostedText(record([round({})], 12.8), 'g2', 1)).toBeNull();
    expect(roundPostedText(record([round({})], 12.8), 'g1', 2)).toBeNull();
  });
});
