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
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream, revision)
);

ALTER SEQUENCE es.events_position_seq OWNED BY es.events.position;
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
