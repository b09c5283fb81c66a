import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../commands/domain-error.ts';
import { frontNineStrokeIndexes, pebblePars, pebbleStrokeIndexes, teeSet } from './testing/given-course-events.ts';
import {
  permutationProblem,
  ratingProblem,
  requireSoundTeeSet,
  teeSetHoleProblems,
  teeSetProblems,
  type RuledHole,
} from './tee-set-rules.ts';

const card = (strokeIndexes: readonly number[] = pebbleStrokeIndexes, pars: readonly number[] = pebblePars): RuledHole[] =>
  pars.map((par, index) => ({ holeNumber: index + 1, par, strokeIndex: strokeIndexes[index] as number }));

describe('permutationProblem', () => {
  it('given 1..n once each, finds nothing', () => {
    expect(permutationProblem('Stroke indexes', pebbleStrokeIndexes, 18)).toBeNull();
    expect(permutationProblem('Stroke indexes', frontNineStrokeIndexes, 9)).toBeNull();
  });

  it('given one index used twice, names the repeat and the one left out', () => {
    const indexes = [...pebbleStrokeIndexes];
    indexes[indexes.indexOf(12)] = 7;
    expect(permutationProblem('Stroke indexes', indexes, 18)).toBe(
      'Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing',
    );
  });

  it('given several repeats and gaps, lists them in order', () => {
    const indexes = [1, 1, 2, 2, 5, 6, 7, 8, 9];
    expect(permutationProblem('Stroke indexes', indexes, 9)).toBe(
      'Stroke indexes must use 1 to 9 once each: 1 and 2 are repeated, 3 and 4 are missing',
    );
  });

  it('given values outside 1..n, names them', () => {
    const indexes = [...frontNineStrokeIndexes.slice(0, 8), 10];
    expect(permutationProblem('Stroke indexes', indexes, 9)).toBe(
      'Stroke indexes must use 1 to 9 once each: 10 is out of range, 4 is missing',
    );
  });
});

describe('teeSetHoleProblems', () => {
  it('given a sound 18-hole card, finds nothing', () => {
    expect(teeSetHoleProblems(card(), 18, 'editor')).toEqual([]);
  });

  it('given 9 holes on an 18-hole course, asks for one entry per hole', () => {
    expect(teeSetHoleProblems(card(frontNineStrokeIndexes, pebblePars.slice(0, 9)), 18, 'editor')).toEqual([
      'A tee set on an 18-hole course needs 18 holes, one per hole (got 9)',
    ]);
  });

  it('given a hole listed twice, names the repeated and the missing hole numbers', () => {
    const holes = card();
    holes[4] = { ...(holes[4] as RuledHole), holeNumber: 4 };
    expect(teeSetHoleProblems(holes, 18, 'editor')).toEqual(['Hole numbers must use 1 to 18 once each: 4 is repeated, 5 is missing']);
  });

  it('given par 6, refuses it in the editor and accepts it on import', () => {
    const pars = [...pebblePars];
    pars[17] = 6;
    expect(teeSetHoleProblems(card(pebbleStrokeIndexes, pars), 18, 'editor')).toEqual(['Par must be 3, 4 or 5 (hole 18)']);
    expect(teeSetHoleProblems(card(pebbleStrokeIndexes, pars), 18, 'import')).toEqual([]);
  });

  it('given pars outside 3..6 on import, names the holes', () => {
    const pars = [...pebblePars];
    pars[0] = 2;
    pars[1] = 7;
    expect(teeSetHoleProblems(card(pebbleStrokeIndexes, pars), 18, 'import')).toEqual(['Par must be 3 to 6 (holes 1 and 2)']);
  });

  it('given a repeated stroke index, says which is repeated and which is missing', () => {
    const indexes = [...pebbleStrokeIndexes];
    indexes[indexes.indexOf(12)] = 7;
    expect(teeSetHoleProblems(card(indexes), 18, 'editor')).toEqual([
      'Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing',
    ]);
  });

  it('given 18-hole indexes on a 9-hole course, names those out of range', () => {
    const holes = card(pebbleStrokeIndexes.slice(0, 9), pebblePars.slice(0, 9));
    expect(teeSetHoleProblems(holes, 9, 'editor')).toEqual([
      'Stroke indexes must use 1 to 9 once each: 10, 12, 14, 16 and 18 are out of range, 1, 3, 5, 7 and 9 are missing',
    ]);
  });
});

describe('ratingProblem', () => {
  it('accepts 60-85 on 18 holes, and also a 9-hole rating on 9 holes', () => {
    expect(ratingProblem(72, 18)).toBeNull();
    expect(ratingProblem(35.5, 18)).toBe('Course rating of an 18-hole course must be between 60 and 85');
    expect(ratingProblem(35.5, 9)).toBeNull();
    expect(ratingProblem(72, 9)).toBeNull();
    expect(ratingProblem(50, 9)).toMatch(/9-hole course/);
  });
});

describe('teeSetProblems and requireSoundTeeSet', () => {
  it('given a sound tee set, passes', () => {
    expect(teeSetProblems(teeSet(), 18, 'editor')).toEqual([]);
    expect(() => requireSoundTeeSet(teeSet(), 18, 'editor')).not.toThrow();
  });

  it('given a blank name and a bad slope, lists each problem', () => {
    expect(teeSetProblems(teeSet({ name: ' ', slope: 54 }), 18, 'editor')).toEqual([
      'Please enter a tee set name.',
      'Slope must be a whole number from 55 to 155',
    ]);
  });

  it('refuses with a 400 whose message names the problem, prefixed with the tee name when asked', () => {
    const holes = teeSet().holes.map((hole) => (hole.holeNumber === 1 ? { ...hole, strokeIndex: 1 } : hole));
    expect(() => requireSoundTeeSet(teeSet({ holes }), 18, 'editor')).toThrow(BadRequestError);
    expect(() => requireSoundTeeSet(teeSet({ holes }), 18, 'editor', true)).toThrow(
      'Tee set Blue: Stroke indexes must use 1 to 18 once each: 1 is repeated, 6 is missing',
    );
  });
});
