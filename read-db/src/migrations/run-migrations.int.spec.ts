import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { MigrationError, runMigrations } from './run-migrations.ts';
import { dropReadSchema, migrateReadDb } from './read-schema.ts';

let databaseUrl: string;
let pool: DatabasePool;
const folders: string[] = [];

async function migrationsFolder(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'golf-migrations-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
  return folder;
}

const recorded = (schema: string) =>
  pool.anyFirst(sql.type(z.object({ file_name: z.string() }))`
    SELECT file_name FROM ${sql.identifier([schema, 'schema_migrations'])} ORDER BY version`);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
});

afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('runMigrations', () => {
  it('applies numbered files in order, once, and records each', async () => {
    const directory = await migrationsFolder({
      '0002_scores.sql': 'CREATE TABLE once.scores (id int REFERENCES once.players (id));',
      '0001_players.sql': 'CREATE TABLE once.players (id int PRIMARY KEY);\nINSERT INTO once.players VALUES (1);',
    });
    const options = { directory, table: 'schema_migrations', schema: 'once' };
    expect(await runMigrations(pool, options)).toEqual({ applied: ['0001_players.sql', '0002_scores.sql'] });
    expect(await runMigrations(pool, options)).toEqual({ applied: [] });
    expect(await recorded('once')).toEqual(['0001_players.sql', '0002_scores.sql']);
  });

  it('applies only the new file when one is added later', async () => {
    const files = { '0001_a.sql': 'CREATE TABLE later.a (id int);' };
    const directory = await migrationsFolder(files);
    const options = { directory, table: 'schema_migrations', schema: 'later' };
    await runMigrations(pool, options);
    await writeFile(join(directory, '0002_b.sql'), 'CREATE TABLE later.b (id int);');
    expect(await runMigrations(pool, options)).toEqual({ applied: ['0002_b.sql'] });
  });

  it('lets processes that start together apply each file once (advisory lock)', async () => {
    const directory = await migrationsFolder({
      '0001_a.sql': 'CREATE TABLE race.a (id int); SELECT pg_sleep(0.2);',
      '0002_b.sql': 'CREATE TABLE race.b (id int);',
    });
    const pools = await Promise.all([1, 2, 3].map(() => createReadPool(databaseUrl)));
    const results = await Promise.all(
      pools.map((other) => runMigrations(other, { directory, table: 'schema_migrations', schema: 'race' })),
    );
    await Promise.all(pools.map((other) => other.end()));
    expect(results.flatMap((result) => result.applied).sort()).toEqual(['0001_a.sql', '0002_b.sql']);
    expect(await recorded('race')).toEqual(['0001_a.sql', '0002_b.sql']);
  });

  it('rolls back a failing file, records nothing for it, and names it in the error', async () => {
    const directory = await migrationsFolder({
      '0001_ok.sql': 'CREATE TABLE broken.ok (id int);',
      '0002_bad.sql': 'CREATE TABLE broken.half (id int);\nSELECT 1 / 0;',
    });
    const options = { directory, table: 'schema_migrations', schema: 'broken' };
    const failure = runMigrations(pool, options);
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(/0002_bad\.sql failed: division by zero/);
    expect(await recorded('broken')).toEqual(['0001_ok.sql']);
    expect(await pool.oneFirst(sql.type(z.object({ t: z.string().nullable() }))`SELECT to_regclass('broken.half')::text AS t`)).toBeNull();
  });

  it('refuses to go on when an applied file was edited', async () => {
    const directory = await migrationsFolder({ '0001_a.sql': 'CREATE TABLE edited.a (id int);' });
    const options = { directory, table: 'schema_migrations', schema: 'edited' };
    await runMigrations(pool, options);
    await writeFile(join(directory, '0001_a.sql'), 'CREATE TABLE edited.a (id bigint);');
    await expect(runMigrations(pool, options)).rejects.toThrow(/0001_a\.sql was changed after it was applied/);
  });

  it('serves a write-side schema with its own folder and table, apart from read', async () => {
    const directory = await migrationsFolder({ '0001_credentials.sql': 'CREATE TABLE auth.credentials (user_id uuid PRIMARY KEY);' });
    await runMigrations(pool, { directory, table: 'auth_migrations', schema: 'auth' });
    await migrateReadDb(pool);
    await dropReadSchema(pool);
    expect(await pool.oneFirst(sql.type(z.object({ t: z.string().nullable() }))`SELECT to_regclass('auth.credentials')::text AS t`)).toBe(
      'auth.credentials',
    );
  });

  it('gives clear errors for a missing folder and a bad schema name', async () => {
    await expect(runMigrations(pool, { directory: '/nonexistent/migrations', table: 't', schema: 's' })).rejects.toThrow(
      /Cannot read migrations folder \/nonexistent\/migrations/,
    );
    await expect(runMigrations(pool, { directory: '/tmp', table: 't', schema: 'Bad; DROP' })).rejects.toThrow(/lower-case SQL name/);
  });
});

describe('migrateReadDb and dropReadSchema', () => {
  it('creates read.projector_checkpoint, drops the whole schema, and migrates again from scratch', async () => {
    const first = await migrateReadDb(pool);
    expect(first.applied).toContain('0001_projector.sql');
    const tables = () =>
      pool.anyFirst(sql.type(z.object({ table_name: z.string() }))`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'read' ORDER BY table_name`);
    expect(await tables()).toContain('projector_checkpoint');
    await dropReadSchema(pool);
    expect(await tables()).toEqual([]);
    expect((await migrateReadDb(pool)).applied).toEqual(first.applied);
  });
});
