import { TeeSetBody, type TeeSetView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPar, newTeeSetDraft, repeatedStrokeIndexes, teeSetDraftOf } from './tee-set-draft.ts';

describe('defaultPar', () => {
  it('follows the default pattern over 18 holes', () => {
    const pars = Array.from({ length: 18 }, (_, index) => defaultPar(index + 1));
    expect(pars).toEqual([4, 4, 4, 4, 3, 5, 5, 5, 5, 4, 4, 4, 4, 3, 5, 5, 5, 5]);
  });
});

describe('newTeeSetDraft', () => {
  it('given an 18-hole course, starts white with pars by the pattern and SI 1..18', () => {
    const draft = newTeeSetDraft(18);
    expect(draft.color).toBe('white');
    expect(draft.holes).toHaveLength(18);
    expect(draft.holes.map((hole) => hole.handicap)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)));
    expect(draft.holes[4]).toEqual({ holeNumber: 5, par: '3', handicap: '5', yardage: '' });
  });

  it('given a 9-hole course, takes holes 1-9 of the pattern', () => {
    const draft = newTeeSetDraft(9);
    expect(draft.holes.map((hole) => hole.par)).toEqual(['4', '4', '4', '4', '3', '5', '5', '5', '5']);
    expect(draft.holes.map((hole) => hole.handicap)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('given a name, parses into a request body with rating 72 and slope 113', () => {
    const body = TeeSetBody.parse({ ...newTeeSetDraft(9), name: 'White' });
    expect(body).toMatchObject({ name: 'White', color: 'white', rating: 72, slope: 113, totalYardage: null });
    expect(body.holes[0]).toEqual({ holeNumber: 1, par: 4, handicap: 1, yardage: null });
  });
});

describe('teeSetDraftOf', () => {
  const teeSet: TeeSetView = {
    id: '6f1c0b7e-2a1d-4b8e-9c3f-1a2b3c4d5e6f',
    courseId: '0b7e6f1c-2a1d-4b8e-9c3f-1a2b3c4d5e6f',
    name: 'Blue',
    color: 'blue',
    rating: 71.3,
    slope: 128,
    totalYardage: 3200,
    holes: Array.from({ length: 9 }, (_, i) => ({ holeNumber: i + 1, par: 4, handicap: 9 - i, yardage: 350 })),
  };

  it('given a tee set, fills the editor with its values', () => {
    const draft = teeSetDraftOf(teeSet, 9);
    expect(draft).toMatchObject({ name: 'Blue', color: 'blue', rating: '71.3', slope: '128', totalYardage: '3200' });
    expect(draft.holes[0]).toEqual({ holeNumber: 1, par: '4', handicap: '9', yardage: '350' });
  });

  it('given a course that now has more holes, starts the missing holes from the defaults', () => {
    const draft = teeSetDraftOf(teeSet, 18);
    expect(draft.holes).toHaveLength(18);
    expect(draft.holes[13]).toEqual({ holeNumber: 14, par: '3', handicap: '14', yardage: '' });
  });
});

describe('repeatedStrokeIndexes', () => {
  it('lists the stroke indexes used on more than one hole', () => {
    const holes = newTeeSetDraft(9).holes.map((hole) => (hole.holeNumber === 2 ? { ...hole, handicap: '1' } : hole));
    expect([...repeatedStrokeIndexes(holes)]).toEqual(['1']);
    expect(repeatedStrokeIndexes(newTeeSetDraft(18).holes).size).toBe(0);
  });
});
