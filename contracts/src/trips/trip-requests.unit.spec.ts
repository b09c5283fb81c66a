import { describe, expect, it } from 'vitest';
import { AddTripCourseBody, AddTripMemberBody, CreateTripBody } from './trip-requests.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('trip requests', () => {
  it('a trip needs a name of at most 100 characters; the other fields are optional, blank becomes null', () => {
    expect(CreateTripBody.parse({ name: ' Scotland ', location: '', startDate: '' })).toEqual({
      name: 'Scotland',
      description: null,
      location: null,
      startDate: null,
      endDate: null,
    });
    expect(messages(CreateTripBody.safeParse({ name: '  ' }))).toEqual(['Trip name is required']);
    expect(messages(CreateTripBody.safeParse({}))).toEqual(['Trip name is required']);
    expect(messages(CreateTripBody.safeParse({ name: 'x'.repeat(101) }))).toEqual(['Trip name must be at most 100 characters']);
  });

  it('refuses an end date before the start date, and dates that are not days', () => {
    expect(messages(CreateTripBody.safeParse({ name: 'T', startDate: '2026-05-03', endDate: '2026-05-01' }))).toEqual([
      'The end date cannot be before the start date',
    ]);
    expect(CreateTripBody.safeParse({ name: 'T', startDate: '2026-05-01', endDate: '2026-05-01' }).success).toBe(true);
    expect(messages(CreateTripBody.safeParse({ name: 'T', startDate: '2026-02-30' }))).toEqual(['Dates must be written YYYY-MM-DD']);
    expect(messages(CreateTripBody.safeParse({ name: 'T', startDate: 'x'.repeat(1000) }))).toEqual(['Dates must be written YYYY-MM-DD']);
  });

  it('adding a member needs a user (role member by default); adding a course needs a course', () => {
    const userId = '6f1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
    expect(AddTripMemberBody.parse({ userId })).toEqual({ userId, role: 'member' });
    expect(messages(AddTripMemberBody.safeParse({ userId: '' }))).toEqual(['Please select a valid user.']);
    expect(messages(AddTripMemberBody.safeParse({ userId, role: 'boss' }))).toEqual(['Role must be member or organizer']);
    expect(messages(AddTripCourseBody.safeParse({}))).toEqual(['Please select a course.']);
  });
});
