import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';

/** Tables of a projection's memory whose `saved_at` is the position of the batch that saved a row. */
const SAVED_AT_TABLES = new Set(['projected_games', 'handicap_games']);

/**
 * Every row of every read table (schema `read`), as JSON text sorted per table: what a rebuild
 * must reproduce. Left out: the migrations record, the checkpoint's `updated_at` (wall-clock)
 * and the `saved_at` of a projected game or a handicap game (the end of the batch that saved it:
 * batches are cut differently).
 */
export async function snapshotReadModels(connection: CommonQueryMethods): Promise<Record<string, string[]>> {
  const tables = await connection.anyFirst(sql.type(z.object({ table_name: z.string() }))`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'read' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
    ORDER BY table_name`);
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const clockColumn = table === 'projector_checkpoint' ? 'updated_at' : SAVED_AT_TABLES.has(table) ? 'saved_at' : '';
    snapshot[table] = [
      ...(await connection.anyFirst(sql.type(z.object({ row: z.string() }))`
        SELECT (to_jsonb(t) - ${clockColumn})::text AS row FROM ${sql.identifier(['read', table])} t ORDER BY 1`)),
    ];
  }
  return snapshot;
}

/**
 * Each read table's row count and a sum of its rows' md5s (rows as snapshotReadModels gives them,
 * same columns left out), computed by the server without sorting and without a statement
 * timeout: the comparison of a log too large to hold.
 */
export async function digestReadModels(pool: DatabasePool): Promise<Record<string, string>> {
  return pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET LOCAL statement_timeout = 0`);
    const tables = await tx.anyFirst(sql.type(z.object({ table_name: z.string() }))`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'read' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
      ORDER BY table_name`);
    const digest: Record<string, string> = {};
    for (const table of tables) {
      const clockColumn = table === 'projector_checkpoint' ? 'updated_at' : SAVED_AT_TABLES.has(table) ? 'saved_at' : '';
      digest[table] = await tx.oneFirst(sql.type(z.object({ digest: z.string() }))`
        SELECT count(*) || ' rows, ' || coalesce(sum(('x' || left(md5(row), 15))::bit(60)::bigint::numeric), 0) AS digest
        FROM (SELECT (to_jsonb(t) - ${clockColumn})::text AS row FROM ${sql.identifier(['read', table])} t) rows`);
    }
    return digest;
  });
}
