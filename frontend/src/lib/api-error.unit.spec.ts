import { describe, expect, it } from 'vitest';
import { parseApiError, serverMessageOr } from './api-error.ts';

describe('parseApiError', () => {
  it('reads the status, message and field errors of a JSON error body', () => {
    const error = new Error(
      '400: {"message":"Invalid input","errors":[{"path":"email","message":"Valid email is required"},{"path":"email","message":"second"}]}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Invalid input',
      fieldErrors: { email: 'Valid email is required' },
    });
  });

  it('keeps only the status when the body is not JSON', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toEqual({ status: 502, message: null, fieldErrors: {} });
  });

  it('finds nothing in an error that did not come from the API client', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null, fieldErrors: {} });
    expect(parseApiError('oops')).toEqual({ status: null, message: null, fieldErrors: {} });
  });

  it('ignores a blank message and malformed field entries', () => {
    const error = new Error('422: {"message":"  ","errors":[null,{"path":1,"message":"x"}]}');
    expect(parseApiError(error)).toEqual({ status: 422, message: null, fieldErrors: {} });
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
