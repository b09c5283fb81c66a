import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';

describe('test database', () => {
  it('gives each file a fresh database', async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from pg_tables where schemaname = $1', ['public']);
    await client.end();
    await dropTestDatabase(url);
    expect(rows[0].n).toBe(0);
  });
});
