import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { loadMigrationFiles, type MigrationFile } from './migration-files.ts';
import { GOLF_LOCK_NAMESPACE } from '../advisory-lock-namespace.ts';

export interface MigrationOptions {
  /** Folder of `NNNN_name.sql` files. */
  directory: string;
  /** Table recording applied migrations, created in `schema`. */
  table: string;
  /** PostgreSQL schema the migrations fill; created when missing. SQL must still qualify names (`read.users`). */
  schema: string;
  /** Applied to each file's SQL before it runs (its recorded checksum stays the file's). */
  rewrite?: (sql: string) => string;
}

export interface MigrationResult {
  /** File names applied by this call, in order; [] when all were applied before. */
  applied: string[];
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies the pending migrations of `directory` in version order, each in its own transaction
 * together with its record in `schema.table`. A session advisory lock per `schema.table` makes
 * processes that start together apply each file once: the second waits, then finds nothing to do.
 *
 * Runs on its own `pg` connection (to the pool's database) because a migration file holds many
 * statements, which slonik refuses in one query.
 */
export async function runMigrations(pool: DatabasePool, options: MigrationOptions): Promise<MigrationResult> {
  for (const [label, value] of [
    ['schema', options.schema],
    ['table', options.table],
  ] as const) {
    if (!SQL_NAME.test(value)) throw new MigrationError(`Migration ${label} "${value}" must be a lower-case SQL name`);
  }
  const files = await loadMigrationFiles(options.directory);
  const client = new pg.Client({ connectionString: pool.configuration.connectionUri, application_name: 'golf-migrations' });
  client.on('error', () => {
    // A dropped connection fails the pending query, which reports it; this only prevents a crash.
  });
  await client.connect();
  const table = `${client.escapeIdentifier(options.schema)}.${client.escapeIdentifier(options.table)}`;
  const lockName = `migrations:${options.schema}.${options.table}`;
  try {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [GOLF_LOCK_NAMESPACE, lockName]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${client.escapeIdentifier(options.schema)}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${table} (
         version integer PRIMARY KEY,
         file_name text NOT NULL,
         checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const recorded = await client.query<{ version: number; file_name: string; checksum: string }>(
      `SELECT version, file_name, checksum FROM ${table}`,
    );
    const recordedByVersion = new Map(recorded.rows.map((row) => [row.version, row]));
    const applied: string[] = [];
    for (const file of files) {
      const previous = recordedByVersion.get(file.version);
      if (previous) {
        assertUnchanged(file, previous, options);
        continue;
      }
      await applyMigration(client, table, options.rewrite ? { ...file, sql: options.rewrite(file.sql) } : file);
      applied.push(file.fileName);
    }
    return { applied };
  } finally {
    await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function applyMigration(client: pg.Client, table: string, file: MigrationFile): Promise<void> {
  try {
    await client.query('BEGIN');
    await client.query(file.sql);
    await client.query(`INSERT INTO ${table} (version, file_name, checksum) VALUES ($1, $2, $3)`, [
      file.version,
      file.fileName,
      file.checksum,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new MigrationError(`Migration ${file.fileName} failed: ${(error as Error).message}`, { cause: error });
  }
}

function assertUnchanged(file: MigrationFile, previous: { file_name: string; checksum: string }, options: MigrationOptions): void {
  if (previous.checksum === file.checksum) return;
  throw new MigrationError(
    `Migration ${file.fileName} was changed after it was applied to schema "${options.schema}" ` +
      `(recorded as ${previous.file_name}). Add a new migration instead of editing an applied one` +
      (options.schema === 'read' ? ', or rebuild the read models (npm run rebuild).' : '.'),
  );
}
