import { describe, expect, it } from 'vitest';
import type { HoleScoreView, ScorecardHoleView } from '@golf/contracts';
import { roundFactsLine } from './round-facts-line.ts';

const hole = (holeNumber: number, par: number, strokes: number | null) => ({ holeNumber, par, strokes }) as ScorecardHoleView;
const score = (holeNumber: number, facts?: HoleScoreView['facts']) =>
  ({ playerId: 'p1', holeNumber, ...(facts ? { facts } : {}) }) as HoleScoreView;

describe('a round summary’s own statistics', () => {
  it('given facts on some holes, then the parts recorded, putts saying on how many holes', () => {
    const holes = [hole(1, 4, 4), hole(2, 3, 4), hole(3, 5, 6)];
    const scores = [
      score(1, { putts: 2, fairway: 'hit' }),
      score(2, { putts: 2, bunker: true }),
      score(3, { fairway: 'left', penalties: 1 }),
    ];
    expect(roundFactsLine(holes, scores, 'p1')).toEqual([
      'Fairways 1/2',
      'Greens 1/2',
      'Putts 4 on 2 holes',
      'Sand saves 0/1',
      'Penalties 1',
    ]);
  });

  it('given strokes only, then nothing to show', () => {
    expect(roundFactsLine([hole(1, 4, 5)], [score(1)], 'p1')).toEqual([]);
  });
});
