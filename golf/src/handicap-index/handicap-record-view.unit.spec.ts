import { describe, expect, it } from 'vitest';
import { handicapRecordView, type PlayedRound, type RecordTee } from './handicap-record-view.ts';

const white: RecordTee = {
  name: 'White',
  courseRating: 71.2,
  slopeRating: 125,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};
const bogeys = Array<number>(18).fill(5);

const round = (roundNumber: number, playedAt: string, change: Partial<PlayedRound> = {}): PlayedRound => ({
  gameId: 'g1',
  gameName: 'Sunday Fourball',
  roundNumber,
  playedAt,
  courseName: 'Pebble Creek',
  holeCount: 18,
  over: true,
  tee: white,
  strokes: bogeys,
  ...change,
});

describe('the handicap record as the API shows it', () => {
  it('given rounds out of order, then they are worked in the order played and listed newest first', () => {
    const view = handicapRecordView([
      round(3, '2025-05-03T09:00:00.000Z'),
      round(1, '2025-05-01T09:00:00.000Z'),
      round(2, '2025-05-02T09:00:00.000Z'),
    ]);
    expect(view.rounds.map((r) => r.roundNumber)).toEqual([3, 2, 1]);
    // AGS 90 on 71.2 / 125: 113/125 × 18.8 = 16.9952 → 17.0; three of them: 17.0 − 2.0.
    expect(view).toMatchObject({ handicapIndex: 15.0, lowHandicapIndex: null, roundsCounted: 3 });
    expect(view.rounds[0]).toEqual({
      gameId: 'g1',
      gameName: 'Sunday Fourball',
      roundNumber: 3,
      playedAt: '2025-05-03T09:00:00.000Z',
      courseName: 'Pebble Creek',
      teeName: 'White',
      courseRating: 71.2,
      slopeRating: 125,
      par: 72,
      courseHandicap: null,
      grossScore: 90,
      adjustedGrossScore: 90,
      scoreDifferential: 17.0,
      exceptionalReduction: 0,
      used: false,
      counted: true,
      reason: null,
      indexAfter: 15.0,
    });
    expect(view.rounds.map((r) => r.used)).toEqual([false, false, true]);
  });

  it('given two rounds begun at the same moment, then the game and round decide their order, the same every time', () => {
    const view = handicapRecordView([round(2, '2025-05-01T09:00:00.000Z'), round(1, '2025-05-01T09:00:00.000Z')]);
    expect(view.rounds.map((r) => r.roundNumber)).toEqual([2, 1]);
  });

  it('given rounds that do not count, then they are listed with their reason and no figures, and the index skips them', () => {
    const view = handicapRecordView([
      round(1, '2025-05-01T09:00:00.000Z'),
      round(2, '2025-05-02T09:00:00.000Z', {
        holeCount: 9,
        strokes: bogeys.slice(0, 9),
        tee: { ...white, holes: white.holes.slice(0, 9) },
      }),
      round(3, '2025-05-03T09:00:00.000Z', { strokes: [...bogeys.slice(0, 14), null, null, null, null] }),
      round(4, '2025-05-04T09:00:00.000Z', { over: false, strokes: [] }),
      round(5, '2025-05-05T09:00:00.000Z', { tee: 'removed', courseName: null }),
    ]);
    expect(view.rounds.map((r) => [r.roundNumber, r.counted, r.reason, r.grossScore, r.par])).toEqual([
      [5, false, 'Its tee set was removed from the course', 90, null],
      [4, false, 'Round in progress', null, 72],
      [3, false, 'Scores on 14 of 18 holes', 70, 72],
      [2, false, '9-hole rounds do not count yet', 45, 36],
      [1, true, null, 90, 72],
    ]);
    expect(view.rounds[4]!.indexAfter).toBeNull();
    expect(view).toMatchObject({ handicapIndex: null, roundsCounted: 1 });
    expect(view.rounds[0]).toMatchObject({ teeName: null, courseRating: null, slopeRating: null, scoreDifferential: null, used: false });
  });
});
