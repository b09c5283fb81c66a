import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabasePool } from 'slonik';
import { createReadPool, dropReadSchema, migrateReadDb } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from './test-database.ts';

/**
 * A spec file's own test database whose read schema is dropped and migrated afresh before each
 * test: registers the file's hooks and hands the pool and its URL to `ready` once made.
 */
export function freshReadSchemaEachTest(ready: (database: { pool: DatabasePool; databaseUrl: string }) => void): void {
  let databaseUrl: string;
  let pool: DatabasePool;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    pool = await createReadPool(databaseUrl);
    ready({ pool, databaseUrl });
  });
  beforeEach(async () => {
    await dropReadSchema(pool);
    await migrateReadDb(pool);
  });
  afterAll(async () => {
    await pool.end();
    await dropTestDatabase(databaseUrl);
  });
}
