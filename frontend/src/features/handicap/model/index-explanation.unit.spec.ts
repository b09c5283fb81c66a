import type { HandicapRecordView, HandicapRoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { indexExplanation } from './index-explanation.ts';

const round = (scoreDifferential: number, used: boolean, exceptionalReduction = 0): HandicapRoundView => ({
  gameId: '00000000-0000-4000-8000-000000000001',
  gameName: 'Medal',
  roundNumber: 1,
  playedAt: '2026-05-01T10:00:00.000Z',
  courseName: 'Links',
  teeName: 'White',
  courseRating: 72,
  slopeRating: 113,
  par: 72,
  courseHandicap: null,
  grossScore: 90,
  adjustedGrossScore: 90,
  scoreDifferential,
  exceptionalReduction,
  used,
  counted: true,
  reason: null,
  indexAfter: null,
});
const record = (fields: Partial<HandicapRecordView>): HandicapRecordView => ({
  handicapIndex: null,
  lowHandicapIndex: null,
  roundsCounted: 0,
  useAppIndex: false,
  rounds: [],
  ...fields,
});

describe('how the index is worked out, in words', () => {
  it('given 3 rounds with 8.7 the lowest and an index of 6.7, then it names the 8.7 and the 2.0 a short record takes off', () => {
    const lines = indexExplanation(
      record({ handicapIndex: 6.7, roundsCounted: 3, rounds: [round(11.2, false), round(8.7, true), round(9.9, false)] }),
    );
    expect(lines).toEqual([
      "A round's score differential is how it compares with the course's difficulty: (adjusted gross score − course rating) × 113 ÷ slope rating.",
      'Of your 3 counted rounds, the lowest differential counts: 8.7. It is marked in the record below.',
      'With only 3 rounds in your record, the World Handicap System takes 2.0 off until more rounds are in: 8.7 − 2.0 = 6.7.',
      'That is your Handicap Index: 6.7.',
    ]);
  });

  it('given 8 rounds, then the average of the lowest 2, and nothing taken off', () => {
    const rounds = [12.4, 14.0, 12.3, 15.1, 16.0, 18.2, 17.0, 13.3].map((value) => round(value, value < 12.5));
    expect(indexExplanation(record({ handicapIndex: 12.4, roundsCounted: 8, rounds }))?.slice(1)).toEqual([
      'Of your 8 counted rounds, the lowest 2 differentials count (12.3 and 12.4): they average 12.4. They are marked in the record below.',
      'That is your Handicap Index: 12.4.',
    ]);
  });

  it('given a cap that held the index, then it says so with the low index; an exceptional round is named', () => {
    const rounds = Array.from({ length: 20 }, (_, i) => round(i < 8 ? 20 : 30, i < 8, i === 0 ? 1 : 0));
    const lines = indexExplanation(record({ handicapIndex: 16.5, lowHandicapIndex: 12.0, roundsCounted: 24, rounds })) ?? [];
    expect(lines[1]).toMatch(/^Of your most recent 20 counted rounds \(of 24\), the lowest 8 differentials count/);
    expect(lines).toContain(
      'An exceptional round (7.0 or more below your index when you played it) took some strokes off these differentials.',
    );
    expect(lines.at(-1)).toBe(
      'Your index would be 19.9, but it may rise only so far above your lowest index of the past year (12.0): it is held at 16.5.',
    );
  });

  it('says nothing without an index', () => {
    expect(indexExplanation(record({ roundsCounted: 2, rounds: [round(9, false), round(10, false)] }))).toBeNull();
  });
});
