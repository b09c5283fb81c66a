import { describe, expect, it } from 'vitest';
import { isBeingRepaired, parseApiError, serverMessageOr } from './api-error.ts';

describe('parseApiError', () => {
  it('reads the status, message and field errors of a JSON error body', () => {
    const error = new Error(
      '400: {"message":"Invalid input","errors":[{"path":"email","message":"Valid email is required"},{"path":"email","message":"second"}]}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Invalid input',
      code: null,
      fieldErrors: { email: 'Valid email is required' },
    });
  });

  it('keeps only the status when the body is not JSON', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502, message: null, code: null, fieldErrors: {} });
  });

  it('finds nothing in an error that did not come from the API client', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null, code: null, fieldErrors: {} });
    expect(parseApiError('oops')).toEqual({ status: null, message: null, code: null, fieldErrors: {} });
  });

  it('ignores a blank message and malformed field entries', () => {
    const error = new Error('422: {"message":"  ","errors":[null,{"path":1,"message":"x"}]}');
    expect(parseApiError(error)).toEqual({ status: 422, message: null, code: null, fieldErrors: {} });
  });
});

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr(new Error('401: {"message":"Invalid email or password"}'), 'fallback')).toBe('Invalid email or password');
  });

  it('falls back when the server gave none', () => {
    expect(serverMessageOr(new Error('500: Internal Server Error'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('isBeingRepaired', () => {
  it('is true for a 503 whose body says the record is being repaired, and for nothing else', () => {
    const repaired = new Error('503: {"message":"This game’s leaderboard is being repaired","code":"being_repaired"}');
    expect(isBeingRepaired(repaired)).toBe(true);
    expect(parseApiError(repaired).code).toBe('being_repaired');
    expect(isBeingRepaired(new Error('503: {"message":"The service is briefly unavailable"}'))).toBe(false);
    expect(isBeingRepaired(new Error('404: {"message":"Game not found","code":"being_repaired"}'))).toBe(false);
    expect(isBeingRepaired(new TypeError('Failed to fetch'))).toBe(false);
  });
});
