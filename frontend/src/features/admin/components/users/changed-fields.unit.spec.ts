import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the fields whose trimmed value differs', () => {
    const initial = { firstName: 'Sandy', lastName: 'Bunker', handicap: '7.2' };
    expect(changedFields(initial, { firstName: 'Sandy ', lastName: 'Trap', handicap: '7.2' })).toEqual({ lastName: 'Trap' });
  });

  it('is empty when nothing changed, so the dialog just closes', () => {
    const initial = { email: 'a@example.com' };
    expect(changedFields(initial, { ...initial })).toEqual({});
  });
});
