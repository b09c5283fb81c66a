import { LoginBody, RegisterBody } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './form-errors.ts';

describe('zodFieldErrors', () => {
  it("gives each field the contract's first message", () => {
    const result = LoginBody.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({
      email: 'Valid email is required',
      password: 'Password is required',
    });
  });

  it('reports a bad handicap under its field', () => {
    const result = RegisterBody.safeParse({
      username: 'ann',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      handicap: '60',
      password: 'secret1',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({ handicap: 'Handicap must be at most 54' });
  });
});
