import { describe, expect, it } from 'vitest';
import { canChangeCourse } from './course-permissions.ts';

const ann = { id: 'ann', isSuperAdmin: false };
const admin = { id: 'root', isSuperAdmin: true };

describe('canChangeCourse', () => {
  it('given a user course, only its owner may change it', () => {
    const course = { isGlobal: false, createdBy: 'ann' };
    expect(canChangeCourse(course, ann)).toBe(true);
    expect(canChangeCourse(course, { id: 'bob', isSuperAdmin: false })).toBe(false);
  });

  it('given a global course, only a super admin may change it', () => {
    const course = { isGlobal: true, createdBy: null };
    expect(canChangeCourse(course, admin)).toBe(true);
    expect(canChangeCourse(course, ann)).toBe(false);
  });

  it('given nobody signed in, nothing may be changed', () => {
    expect(canChangeCourse({ isGlobal: false, createdBy: 'ann' }, null)).toBe(false);
  });
});
