import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { TeeSetBody, UpdateTeeSetBody } from './tee-set-requests.ts';

function messages(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 4, handicap: index + 1, yardage: 350 }));
const tee = { name: 'Blue', color: 'blue', rating: 70.1, slope: 125, totalYardage: 3150, holes };

describe('TeeSetBody', () => {
  it('accepts a tee set and trims its name', () => {
    expect(TeeSetBody.parse({ ...tee, name: ' Blue ' })).toEqual(tee);
  });

  it.each([[''], ['abc'], [null], [undefined], ['NaN']])('reads rating %j as 72 and slope %j as 113', (value) => {
    expect(TeeSetBody.parse({ ...tee, rating: value, slope: value })).toMatchObject({ rating: 72, slope: 113 });
  });

  it('defaults the colour to white and the yardages to none', () => {
    const { color: _color, totalYardage: _total, ...rest } = tee;
    const parsed = TeeSetBody.parse({ ...rest, holes: [{ holeNumber: '1', par: '3', handicap: '1', yardage: '' }] });
    expect(parsed).toMatchObject({ color: 'white', totalYardage: null, holes: [{ holeNumber: 1, par: 3, handicap: 1, yardage: null }] });
  });

  it('takes the default rating and slope for blank or non-numeric text, as the form does', () => {
    expect(TeeSetBody.parse({ ...tee, rating: '', slope: 'n/a' })).toMatchObject({ rating: 72, slope: 113 });
  });

  it.each([
    ['name', '', 'Please enter a tee set name.'],
    ['name', undefined, 'Please enter a tee set name.'],
    ['color', 'pink', 'Colour must be one of black, gold, blue, white, green, red'],
    ['slope', 54, 'Slope must be a whole number from 55 to 155'],
    ['slope', 156, 'Slope must be a whole number from 55 to 155'],
    ['slope', 120.5, 'Slope must be a whole number from 55 to 155'],
    ['rating', 90, 'Course rating must be between 30 and 85'],
    ['rating', Number.POSITIVE_INFINITY, 'Course rating must be between 30 and 85'],
    ['rating', { value: 72 }, 'Course rating must be between 30 and 85'],
    ['slope', true, 'Slope must be a whole number from 55 to 155'],
    ['totalYardage', 'far', 'Total yardage must be a whole number of yards (0 to 20000)'],
    ['holes', undefined, 'Please enter the par and stroke index of each hole.'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messages(TeeSetBody, { ...tee, [field]: value })[field]).toContain(message);
  });

  it.each([
    ['par', 6, 'Par must be 3, 4 or 5'],
    ['par', 2, 'Par must be 3, 4 or 5'],
    ['handicap', 0, 'Stroke index must be a whole number from 1 to the number of holes'],
    ['handicap', 2.5, 'Stroke index must be a whole number from 1 to the number of holes'],
    ['holeNumber', 19, 'Hole number must be a whole number from 1 to 18'],
    ['yardage', -5, 'Yardage must be a whole number of yards (0 to 1000)'],
  ])('a hole with %s = %j is refused with "%s"', (field, value, message) => {
    const bad = holes.map((hole, index) => (index === 2 ? { ...hole, [field]: value } : hole));
    expect(messages(TeeSetBody, { ...tee, holes: bad })[`holes.2.${field}`]).toEqual([message]);
  });
});

describe('UpdateTeeSetBody', () => {
  it('changes only what is present', () => {
    expect(UpdateTeeSetBody.parse({})).toEqual({});
    expect(UpdateTeeSetBody.parse({ slope: '130' })).toEqual({ slope: 130 });
    expect(UpdateTeeSetBody.parse({ rating: '' })).toEqual({ rating: 72 });
    expect(messages(UpdateTeeSetBody, { name: '' }).name).toEqual(['Please enter a tee set name.']);
  });
});
