import pg from 'pg';
import { BACKUP_FORMAT, BACKUP_VERSION, writeBackupFile, type BackupEvent, type BackupHeader, type BackupLine } from './backup-file.ts';
import { quoted, writeSideTables } from './write-side-tables.ts';

const PAGE = 1000;

export interface BackupResult {
  events: number;
  lastPosition: bigint;
  /** Rows per write-side table. */
  rows: Record<string, number>;
}

/**
 * Writes the event log (PostgreSQL's es.events) and the write-side tables of the database at
 * `databaseUrl` to a backup file at `path`, from one snapshot: a REPEATABLE READ transaction sees
 * every event and credential committed before it began and nothing after, so an account is never
 * in the file without its credentials. Safe beside a running app (it only reads).
 */
export async function writeBackup(databaseUrl: string, path: string, clock: () => Date = () => new Date()): Promise<BackupResult> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'golf-backup' });
  client.on('error', () => {
    // A dropped connection fails the pending query, which reports it; this only prevents a crash.
  });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query("SET LOCAL TIME ZONE 'UTC'");
    const { rows: found } = await client.query<{ log: string | null }>("SELECT to_regclass('es.events')::text AS log");
    if (!found[0]?.log) throw new Error('This database holds no event log (es.events): is DATABASE_URL the database the app writes to?');
    const { rows: totals } = await client.query<{ events: number; last: string }>(
      'SELECT count(*)::int AS events, coalesce(max(position), 0)::text AS last FROM es.events',
    );
    const tables = await writeSideTables(client);
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const { rows: counted } = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${quoted(client, table.name)}`);
      rows[table.name] = counted[0]!.rows;
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: clock().toISOString(),
      events: totals[0]!.events,
      lastPosition: totals[0]!.last,
      tables: tables.map((table) => ({ ...table, rows: rows[table.name]! })),
    };

    async function* lines(): AsyncGenerator<BackupHeader | BackupLine> {
      yield header;
      let after = '0';
      for (;;) {
        const { rows: page } = await client.query<BackupEvent>(
          // e.position: the text column of the same name would sort "10" before "9".
          `SELECT position::text AS position, stream, revision::text AS revision, id::text AS id, type, data, metadata,
                  recorded_at::text AS "recordedAt"
             FROM es.events e WHERE e.position > $1::bigint ORDER BY e.position LIMIT ${PAGE}`,
          [after],
        );
        for (const event of page) yield { event };
        if (page.length < PAGE) break;
        after = page[page.length - 1]!.position;
      }
      for (const table of tables) {
        const { rows: values } = await client.query<{ values: Record<string, unknown> }>(
          `SELECT row_to_json(t) AS values FROM ${quoted(client, table.name)} t`,
        );
        for (const row of values) yield { row: { table: table.name, values: row.values } };
      }
      yield { end: { events: header.events, rows: Object.values(rows).reduce((sum, count) => sum + count, 0) } };
    }

    await writeBackupFile(path, lines());
    await client.query('COMMIT');
    return { events: header.events, lastPosition: BigInt(header.lastPosition), rows };
  } finally {
    await client.end().catch(() => undefined);
  }
}
