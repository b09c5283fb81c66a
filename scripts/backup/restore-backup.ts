import pg from 'pg';
import { migrateApiDatabase } from '@golf/command-api';
import { createEventStore } from '@golf/events/store';
import { projections, rebuildReadModels } from '@golf/projector';
import { createReadPool } from '@golf/read-db';
import { BackupFileError, readBackupFile, type BackupEvent, type BackupHeader, type BackupLine } from './backup-file.ts';
import { quoted, writeSideTables } from './write-side-tables.ts';

const BATCH = 500;

/** The database is not empty: a restore never mixes a backup with what is there. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreResult {
  events: number;
  rows: Record<string, number>;
  /** The read tables' rebuild from the restored log. */
  rebuild: { events: number; ms: number };
}

/**
 * Loads a backup file into the empty database at `databaseUrl` (creating the event store's, the
 * read side's and the write side's tables), in one transaction: a damaged or truncated file
 * leaves the database as empty as it was. Events keep their positions, revisions, ids and
 * recording times, so the rebuild that follows gives the very read tables the original had.
 */
export async function restoreBackup(databaseUrl: string, path: string): Promise<RestoreResult> {
  const { header, lines } = await readBackupFile(path);
  const store = await createEventStore({ databaseUrl });
  const pool = await createReadPool(databaseUrl);
  try {
    await migrateApiDatabase(pool);
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'golf-restore' });
    client.on('error', () => {
      // A dropped connection fails the pending query, which reports it; this only prevents a crash.
    });
    await client.connect();
    let rows: Record<string, number>;
    try {
      await client.query('BEGIN');
      // Appends wait until the restore commits or rolls back.
      await client.query('LOCK TABLE es.events IN EXCLUSIVE MODE');
      await refuseUnlessEmpty(client, databaseUrl);
      rows = await load(client, header, lines, path);
      if (BigInt(header.lastPosition) > 0n)
        await client.query("SELECT setval('es.events_position_seq', $1::bigint)", [header.lastPosition]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
    const rebuild = await rebuildReadModels({ store, pool, projections });
    return { events: header.events, rows, rebuild: { events: rebuild.events, ms: rebuild.ms } };
  } finally {
    await pool.end();
    await store.close();
  }
}

async function refuseUnlessEmpty(client: pg.Client, databaseUrl: string): Promise<void> {
  const { rows } = await client.query<{ events: number }>('SELECT count(*)::int AS events FROM es.events');
  const held = [`${rows[0]!.events} events`];
  let empty = rows[0]!.events === 0;
  for (const table of await writeSideTables(client)) {
    const { rows: counted } = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${quoted(client, table.name)}`);
    held.push(`${counted[0]!.rows} rows in ${table.name}`);
    if (counted[0]!.rows > 0) empty = false;
  }
  if (!empty) {
    const where = new URL(databaseUrl);
    where.password = '';
    throw new RestoreRefusedError(
      `The database ${where.pathname.slice(1)} on ${where.host} is not empty (${held.join(', ')}). ` +
        'A restore goes into an empty database only, so nothing is overwritten: create one (createdb golf_restored) and point DATABASE_URL at it.',
    );
  }
}

/** Inserts the file's events and rows; answers the rows per table. Every line is checked against the header. */
async function load(
  client: pg.Client,
  header: BackupHeader,
  lines: AsyncGenerator<BackupLine>,
  path: string,
): Promise<Record<string, number>> {
  const target = new Map((await writeSideTables(client)).map((table) => [table.name, new Set(table.columns)]));
  for (const table of header.tables) {
    const columns = target.get(table.name);
    if (!columns) throw new BackupFileError(`${path} holds table ${table.name}, which this version of the app does not have`);
    const unknown = table.columns.filter((column) => !columns.has(column));
    if (unknown.length > 0)
      throw new BackupFileError(
        `${path} holds columns ${unknown.join(', ')} of ${table.name}, which this version of the app does not have`,
      );
  }
  const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
  const rows: Record<string, number> = Object.fromEntries(header.tables.map((table) => [table.name, 0]));
  let events: BackupEvent[] = [];
  let eventCount = 0;
  let lastPosition = 0n;
  /** Rows of one table waiting to be inserted; `table` is '' until the first row (events come first). */
  const pending = { table: '', values: [] as Record<string, unknown>[] };
  let ended = false;

  const flushEvents = async () => {
    if (events.length === 0) return;
    await client.query(
      `INSERT INTO es.events (position, stream, revision, id, type, data, metadata, recorded_at)
       SELECT position, stream, revision, id, type, data, metadata, "recordedAt"
         FROM jsonb_to_recordset($1::jsonb) AS e(position bigint, stream text, revision bigint, id uuid, type text,
                                                 data jsonb, metadata jsonb, "recordedAt" timestamptz)`,
      [JSON.stringify(events)],
    );
    events = [];
  };
  const flushRows = async () => {
    if (pending.values.length === 0) return;
    const table = quoted(client, pending.table);
    const columns = columnsOf
      .get(pending.table)!
      .map((column) => client.escapeIdentifier(column))
      .join(', ');
    await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
      JSON.stringify(pending.values),
    ]);
    pending.values = [];
  };

  for await (const line of lines) {
    if (ended) throw new BackupFileError(`${path} has lines after its end line; the file is damaged`);
    if ('event' in line) {
      const position = BigInt(line.event.position);
      if (position <= lastPosition || pending.table !== '')
        throw new BackupFileError(`${path}: event ${line.event.position} is out of order; the file is damaged`);
      lastPosition = position;
      eventCount += 1;
      events.push(line.event);
      if (events.length >= BATCH) await flushEvents();
    } else if ('row' in line) {
      await flushEvents();
      if (!columnsOf.has(line.row.table)) throw new BackupFileError(`${path}: a row of ${line.row.table}, which its header does not list`);
      if (pending.table !== line.row.table) {
        await flushRows();
        pending.table = line.row.table;
      }
      pending.values.push(line.row.values);
      rows[line.row.table]! += 1;
      if (pending.values.length >= BATCH) await flushRows();
    } else {
      await flushEvents();
      await flushRows();
      ended = true;
    }
  }
  const expectedRows = header.tables.every((table) => rows[table.name] === table.rows);
  if (!ended || eventCount !== header.events || !expectedRows || (header.events > 0 && lastPosition !== BigInt(header.lastPosition)))
    throw new BackupFileError(
      `${path} is incomplete: its header promises ${header.events} events and ${header.tables.map((t) => `${t.rows} rows of ${t.name}`).join(', ')}, ` +
        `it holds ${eventCount} events and ${Object.entries(rows)
          .map(([table, count]) => `${count} rows of ${table}`)
          .join(', ')}${ended ? '' : ' and no end line (cut short?)'}`,
    );
  return rows;
}
