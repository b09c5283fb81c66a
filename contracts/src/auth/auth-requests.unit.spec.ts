import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  LoginBody,
  LookupUserBody,
  RegisterBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SearchUsersBody,
  UpdateProfileBody,
} from './auth-requests.ts';

/** The messages zod gives for `input`, keyed by field path. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

const registration = {
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Smith',
  handicap: 12.4,
  password: 'secret1',
};

describe('RegisterBody', () => {
  it('accepts a valid registration and trims text', () => {
    const parsed = RegisterBody.parse({ ...registration, username: '  alice ', email: ' alice@example.com' });
    expect(parsed).toMatchObject({ username: 'alice', email: 'alice@example.com', handicap: 12.4 });
  });

  it.each([
    ['username', 'al', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(51), 'Username must be at most 50 characters'],
    ['username', undefined, 'Username is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['email', undefined, 'Valid email is required'],
    ['firstName', '', 'First name is required'],
    ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', '   ', 'Last name is required'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['handicap', -10.1, 'Handicap must be at least -10'],
    ['handicap', 54.1, 'Handicap must be at most 54'],
    ['handicap', 'abc', 'Handicap must be a number'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', undefined, 'Password is required'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messages(RegisterBody, { ...registration, [field]: value })[field]).toContain(message);
  });

  it.each([[''], [null], [undefined]])('reads an empty handicap (%j) as 0', (handicap) => {
    expect(RegisterBody.parse({ ...registration, handicap }).handicap).toBe(0);
  });

  it('accepts the ends of the handicap range and numeric strings', () => {
    expect(RegisterBody.parse({ ...registration, handicap: -10 }).handicap).toBe(-10);
    expect(RegisterBody.parse({ ...registration, handicap: '54' }).handicap).toBe(54);
  });
});

describe('LoginBody', () => {
  it.each([
    ['email', 'nope', 'Valid email is required'],
    ['email', undefined, 'Valid email is required'],
    ['password', '', 'Password is required'],
    ['password', undefined, 'Password is required'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messages(LoginBody, { email: 'a@b.co', password: 'x', [field]: value })[field]).toContain(message);
  });
});

describe('RequestPasswordResetBody', () => {
  it('needs a valid e-mail', () => {
    expect(messages(RequestPasswordResetBody, { email: 'x' }).email).toContain('Valid email is required');
    expect(RequestPasswordResetBody.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('ResetPasswordBody', () => {
  const body = { email: 'a@b.co', resetToken: 'token', newPassword: 'longenough' };
  it.each([
    ['email', 'x', 'Valid email is required'],
    ['resetToken', '', 'Reset token is required'],
    ['resetToken', undefined, 'Reset token is required'],
    ['newPassword', '1234567', 'Password must be at least 8 characters'],
    ['newPassword', undefined, 'Password must be at least 8 characters'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messages(ResetPasswordBody, { ...body, [field]: value })[field]).toContain(message);
  });
});

describe('UpdateProfileBody', () => {
  it('accepts an empty update and any subset of fields', () => {
    expect(UpdateProfileBody.parse({})).toEqual({});
    expect(UpdateProfileBody.parse({ firstName: ' Al ' })).toEqual({ firstName: 'Al' });
  });

  it.each([[null], ['']])('reads handicap %j as "unset"', (handicap) => {
    expect(UpdateProfileBody.parse({ handicap }).handicap).toBeNull();
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'bad', 'Invalid email format'],
    ['firstName', '', 'First name is required'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['handicap', 55, 'Handicap must be at most 54'],
    ['handicap', -11, 'Handicap must be at least -10'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messages(UpdateProfileBody, { [field]: value })[field]).toContain(message);
  });
});

describe('SearchUsersBody and LookupUserBody', () => {
  it('needs 2 to 100 characters to search', () => {
    expect(messages(SearchUsersBody, { query: 'a' }).query).toContain('Type at least 2 characters to search');
    expect(messages(SearchUsersBody, { query: 'x'.repeat(101) }).query).toContain('Search query must be at most 100 characters');
    expect(messages(SearchUsersBody, {}).query).toContain('Search query is required');
    expect(SearchUsersBody.parse({ query: ' al ' })).toEqual({ query: 'al' });
  });

  it('looks up by a valid e-mail', () => {
    expect(messages(LookupUserBody, { email: 'x' }).email).toContain('Valid email is required');
  });
});
