import { fileURLToPath } from 'node:url';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { runMigrations, type MigrationResult } from './run-migrations.ts';

/** Every read model lives in this PostgreSQL schema, as `read.<name>`; all of it can be rebuilt from the log. */
export const READ_SCHEMA = 'read';

export const readMigrationsDirectory = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Where a rebuild builds the read tables beside the live ones, until it swaps them in (decision 0860). */
export const REBUILD_SCHEMA = 'read_rebuild';

/** `read.`, `"read".` (sql.identifier) and the literal `'read'` (a migration's catalog query). */
const READ_NAME = /\bread\.|"read"\.|'read'/g;

/**
 * `text` (SQL that names its tables `read.<name>`, as all of ours does) naming them in `schema`
 * instead: how a rebuild runs the projections' and the migrations' SQL against its own schema.
 */
export function inSchema(text: string, schema: string): string {
  if (schema === READ_SCHEMA) return text;
  return text.replace(READ_NAME, (name) => (name === `'read'` ? `'${schema}'` : name.startsWith('"') ? `"${schema}".` : `${schema}.`));
}

/**
 * Applies `read-db/migrations` to schema `read` (or, for a rebuild, `schema`: the files' `read.`
 * names are rewritten to it), recording them in its `schema_migrations` with the files' checksums.
 */
export function migrateReadDb(pool: DatabasePool, schema: string = READ_SCHEMA): Promise<MigrationResult> {
  return runMigrations(pool, {
    directory: readMigrationsDirectory,
    table: 'schema_migrations',
    schema,
    rewrite: (text) => inSchema(text, schema),
  });
}

/**
 * Drops schema `read` with every read table and the record of its migrations, for a rebuild.
 * The event log and write-side schemas (e.g. `auth`) are untouched.
 */
export async function dropReadSchema(connection: CommonQueryMethods, schema: string = READ_SCHEMA): Promise<void> {
  await connection.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([schema])} CASCADE`);
}

/**
 * Puts the tables a rebuild built in `schema` in the place of schema `read`, in the caller's
 * transaction: the old ones are dropped and `schema` renamed. A read that waits on the drop's
 * locks finds the new table of its name once the transaction commits.
 */
export async function swapInReadSchema(tx: CommonQueryMethods, schema: string): Promise<void> {
  await dropReadSchema(tx);
  await tx.query(sql.unsafe`ALTER SCHEMA ${sql.identifier([schema])} RENAME TO ${sql.identifier([READ_SCHEMA])}`);
}
