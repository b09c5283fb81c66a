import { describe, expect, it } from 'vitest';
import { isAdminArea } from './logged-out.ts';

describe('isAdminArea', () => {
  it('is /admin and what lies under it, nothing else', () => {
    expect(isAdminArea('/admin')).toBe(true);
    expect(isAdminArea('/admin/')).toBe(true);
    expect(isAdminArea('/administrator')).toBe(false);
    expect(isAdminArea('/courses')).toBe(false);
  });
});
