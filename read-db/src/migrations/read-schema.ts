import { fileURLToPath } from 'node:url';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { runMigrations, type MigrationResult } from './run-migrations.ts';

/** Every read model lives in this PostgreSQL schema, as `read.<name>`; all of it can be rebuilt from the log. */
export const READ_SCHEMA = 'read';

export const readMigrationsDirectory = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies `read-db/migrations` to schema `read`, recording them in `read.schema_migrations`. */
export function migrateReadDb(pool: DatabasePool): Promise<MigrationResult> {
  return runMigrations(pool, { directory: readMigrationsDirectory, table: 'schema_migrations', schema: READ_SCHEMA });
}

/**
 * Drops schema `read` with every read table and the record of its migrations, for a rebuild.
 * The event log and write-side schemas (e.g. `auth`) are untouched.
 */
export async function dropReadSchema(connection: CommonQueryMethods): Promise<void> {
  await connection.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([READ_SCHEMA])} CASCADE`);
}
