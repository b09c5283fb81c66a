import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaValidationError, sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from './create-read-pool.ts';

let databaseUrl: string;
let pool: DatabasePool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl, { maximumPoolSize: 3 });
});

afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('createReadPool', () => {
  it('returns int8 as bigint, timestamps as ISO strings, dates as strings and numeric as numbers', async () => {
    const row = await pool.one(sql.unsafe`
      SELECT 9007199254740993::int8 AS big,
             count(*)::int AS counted,
             '2024-05-01 12:30:00.25+02'::timestamptz AS at,
             '2024-05-01 12:30:00'::timestamp AS local_at,
             '2024-05-01'::date AS day,
             12.5::numeric AS amount`);
    expect(row).toEqual({
      big: 9007199254740993n,
      counted: 1,
      at: '2024-05-01T10:30:00.250Z',
      local_at: '2024-05-01T12:30:00.000Z',
      day: '2024-05-01',
      amount: 12.5,
    });
  });

  it('validates the rows of a typed query against its zod schema', async () => {
    const typed = sql.type(z.object({ name: z.string() }));
    expect(await pool.oneFirst(typed`SELECT 'ok' AS name`)).toBe('ok');
    await expect(pool.one(typed`SELECT 42 AS name`)).rejects.toThrow(SchemaValidationError);
  });

  it('refuses something that is not a PostgreSQL URL', async () => {
    await expect(createReadPool('mysql://localhost/x')).rejects.toThrow(/postgres:\/\/ connection string/);
  });
});
