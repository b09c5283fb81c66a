import type pg from 'pg';

/** The schema of the write side's own tables (credentials, reset tokens): what the log never holds. */
export const WRITE_SIDE_SCHEMA = 'auth';
/** The migrations' bookkeeping: the restoring app writes its own. */
const SKIPPED = new Set(['schema_migrations']);

export interface WriteSideTable {
  /** `auth.credentials` */
  name: string;
  columns: string[];
}

/**
 * The write-side tables of the database, referenced tables before those that reference them (so
 * rows restore in this order without breaking a foreign key), each with its columns in order.
 */
export async function writeSideTables(client: pg.ClientBase): Promise<WriteSideTable[]> {
  const { rows } = await client.query<{ table: string; columns: string[]; references: string[] }>(
    `SELECT c.relname AS table,
            array(SELECT a.attname::text FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum) AS columns,
            array(SELECT DISTINCT r.relname::text FROM pg_constraint f JOIN pg_class r ON r.oid = f.confrelid
                   WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS references
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
    [WRITE_SIDE_SCHEMA],
  );
  const tables = rows.filter((row) => !SKIPPED.has(row.table));
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.table) && table.references.every((name) => placed.has(name) || SKIPPED.has(name)),
    );
    if (ready.length === 0)
      throw new Error(`The ${WRITE_SIDE_SCHEMA} tables reference each other in a cycle; they cannot be restored in order`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.table);
    }
  }
  return ordered.map((row) => ({ name: `${WRITE_SIDE_SCHEMA}.${row.table}`, columns: row.columns }));
}

/** `auth.credentials` → `"auth"."credentials"` */
export const quoted = (client: pg.ClientBase, name: string): string =>
  name
    .split('.')
    .map((part) => client.escapeIdentifier(part))
    .join('.');
