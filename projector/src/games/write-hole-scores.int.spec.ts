import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createReadPool } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { arrayLiteral } from './write-hole-scores.ts';

let databaseUrl: string;
let pool: DatabasePool;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
});
afterAll(async () => {
  await pool?.end();
  await dropTestDatabase(databaseUrl);
});

const Element = z.object({ value: z.string().nullable() });

describe('array literals, as PostgreSQL reads them', () => {
  it('given text of every awkward kind, then each element reads back as it was', async () => {
    const values = [
      'owner',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash',
      ' spaced ',
      '',
      'NULL',
      'null',
      'é ü',
      null,
      '2025-07-01T08:01:00.000Z',
    ];
    const rows = await pool.any(sql.type(Element)`SELECT unnest(${arrayLiteral(values)}::text[]) AS value`);
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('given numbers, uuids and timestamps, then they read back as those types', async () => {
    const Row = z.object({ n: z.number(), id: z.string().nullable(), at: z.string() });
    const rows = await pool.any(sql.type(Row)`
      SELECT n, id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at
      FROM unnest(${arrayLiteral([1.5, -0, 2])}::float8[], ${arrayLiteral(['9f0c2a1e-3b4d-4c5e-8f60-718293a4b5c6', null, '9F0C2A1E-3B4D-4C5E-8F60-718293A4B5C7'])}::uuid[],
        ${arrayLiteral(['2025-07-01T08:01:00.000Z', '2025-07-01T08:02:30.250Z', '2025-07-01T10:00:00.000+02:00'])}::timestamptz[]) AS t(n, id, at)
    `);
    expect(rows).toEqual([
      { n: 1.5, id: '9f0c2a1e-3b4d-4c5e-8f60-718293a4b5c6', at: '2025-07-01T08:01:00.000' },
      { n: 0, id: null, at: '2025-07-01T08:02:30.250' },
      { n: 2, id: '9f0c2a1e-3b4d-4c5e-8f60-718293a4b5c7', at: '2025-07-01T08:00:00.000' },
    ]);
  });

  it('given a number that cannot be stored, then it is refused before anything is sent', () => {
    expect(() => arrayLiteral([1, Number.NaN])).toThrow(RangeError);
  });
});
