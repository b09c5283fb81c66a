import type pg from 'pg';
import { advisoryLocks, appendFunctionsSql } from './postgres-append-sql.ts';
import { readFunctionsSql } from './postgres-read-sql.ts';

const tablesSql = `
CREATE SCHEMA IF NOT EXISTS es;

-- CACHE 1: values are handed out in real-time order across sessions, which readers rely on.
CREATE SEQUENCE IF NOT EXISTS es.events_position_seq AS bigint MINVALUE 1 CACHE 1 NO CYCLE;

-- Rows are written only by es.append_events, which draws positions in the order readers rely on.
CREATE TABLE IF NOT EXISTS es.events (
  position bigint PRIMARY KEY,
  stream text NOT NULL,
  revision bigint NOT NULL CHECK (revision >= 0),
  id uuid NOT NULL CONSTRAINT events_id_unique UNIQUE,
  type text NOT NULL,
  data json NOT NULL,
  metadata json NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream, revision)
);

ALTER SEQUENCE es.events_position_seq OWNED BY es.events.position;

-- Data and metadata are kept as the JSON text the writer sent (json), not re-encoded (jsonb):
-- nothing queries inside an event, and every read hands the text back whole, so jsonb's parse
-- on each append and its re-serialisation on each read were pure cost (decision 0605). A store
-- made before holds jsonb columns: they are rewritten once, here, under the schema lock.
DO $migrate$
BEGIN
  IF (SELECT a.atttypid FROM pg_attribute a WHERE a.attrelid = 'es.events'::regclass AND a.attname = 'data') = 'jsonb'::regtype THEN
    ALTER TABLE es.events ALTER COLUMN data TYPE json USING data::json, ALTER COLUMN metadata TYPE json USING metadata::json;
  END IF;
END
$migrate$;
`;

/**
 * Creates the `es` schema (the events table, its sequence, the append and read functions) if missing.
 * Safe to call from several processes at once: they take turns on an advisory lock.
 * Needs PostgreSQL 13+ (xid8).
 */
export async function ensureEventStoreSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
    if (Number(rows[0]!.version) < 130000) {
      throw new Error(`The event store needs PostgreSQL 13 or later (xid8); this server is ${rows[0]!.version}`);
    }
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [advisoryLocks.esClass, advisoryLocks.schemaObject]);
    await client.query(tablesSql);
    await client.query(appendFunctionsSql);
    await client.query(readFunctionsSql);
    await client.query('COMMIT');
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}
