import { describe, expect, it } from 'vitest';
import { timestampToIso } from './type-parsers.ts';

describe('timestampToIso', () => {
  it('turns PostgreSQL timestamptz text into an ISO-8601 UTC string', () => {
    expect(timestampToIso('2024-05-01 10:00:00.123456+00', false)).toBe('2024-05-01T10:00:00.123Z');
    expect(timestampToIso('2024-05-01 10:00:00+05:30', false)).toBe('2024-05-01T04:30:00.000Z');
  });

  it('reads a timestamp without zone as UTC', () => {
    expect(timestampToIso('2024-05-01 10:00:00.5', true)).toBe('2024-05-01T10:00:00.500Z');
  });

  it('keeps infinity as a string and reports text it cannot read', () => {
    expect(timestampToIso('infinity', false)).toBe('infinity');
    expect(() => timestampToIso('yesterday', false)).toThrow(/Unparseable timestamp/);
  });
});
