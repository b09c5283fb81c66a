import { describe, expect, it } from 'vitest';
import { ConnectionError, StatementTimeoutError } from 'slonik';
import { z } from 'zod';
import { isDataFault } from './data-fault.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Projection "games" failed', { cause });

describe('isDataFault: whose doing a projection’s failure is', () => {
  it('given data its schema refuses, or a rule that throws, then it is the data’s', () => {
    const refused = z.object({ strokes: z.number() }).safeParse({ strokes: 'four' });
    expect(isDataFault(wrapped(refused.error))).toBe(true);
    expect(isDataFault(wrapped(new RangeError('A hole has no par 9')))).toBe(true);
  });

  it('given a value a column refuses (SQLSTATE classes 22 and 23), then it is the data’s', () => {
    expect(isDataFault(wrapped(withCode('invalid input syntax for type integer: "seven"', '22P02')))).toBe(true);
    expect(isDataFault(wrapped(withCode('value too long for type character varying(40)', '22001')))).toBe(true);
    expect(isDataFault(wrapped(withCode('null value in column "name" violates not-null constraint', '23502')))).toBe(true);
  });

  it('given the database, the store or our SQL failing, then it is not: the batch is retried as a whole', () => {
    expect(isDataFault(wrapped(withCode('terminating connection due to administrator command', '57P01')))).toBe(false);
    expect(isDataFault(wrapped(withCode('deadlock detected', '40P01')))).toBe(false);
    expect(isDataFault(wrapped(withCode('relation "read.games" does not exist', '42P01')))).toBe(false);
    expect(isDataFault(wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toBe(false);
    expect(isDataFault(wrapped(new Error('Connection terminated unexpectedly')))).toBe(false);
    expect(isDataFault(wrapped(new ConnectionError('gone')))).toBe(false);
    expect(isDataFault(wrapped(new StatementTimeoutError(new Error('canceling statement due to statement timeout'))))).toBe(false);
    expect(isDataFault(wrapped(Object.assign(new Error('no leader'), { name: 'UnavailableError' })))).toBe(false);
    expect(isDataFault(wrapped(new AggregateError([withCode('connect ECONNREFUSED', 'ECONNREFUSED')])))).toBe(false);
  });
});
