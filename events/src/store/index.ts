import type { EventStore } from './event-store.ts';
import { EsdbEventStore } from './esdb-event-store.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

export * from './event-store.ts';
export { PostgresEventStore, createEventStorePool, type PostgresEventStoreOptions } from './postgres-event-store.ts';
export { EsdbEventStore, type EsdbEventStoreOptions } from './esdb-event-store.ts';
export { ensureEventStoreSchema } from './postgres-schema.ts';

export interface CreateEventStoreOptions {
  /** PostgreSQL, used when no eventStoreUrl is given. */
  databaseUrl: string;
  /** esdb://… selects EventStoreDB (EVENTSTORE_URL). */
  eventStoreUrl?: string;
  /** Connections in the PostgreSQL pool (default 10); each live subscription holds one. */
  poolSize?: number;
  /**
   * A server's store: the PostgreSQL pool opens all its connections at start and keeps them, so
   * a burst of commands never waits for one to be opened (decision 0595). Scripts and tests leave it off.
   */
  keepConnections?: boolean;
}

/**
 * The event store a process uses: EventStoreDB when `eventStoreUrl` is given, else PostgreSQL
 * with its schema ensured. The caller closes it.
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  if (options.eventStoreUrl) {
    if (!/^esdb(\+discover)?:\/\//.test(options.eventStoreUrl)) {
      throw new Error(`EVENTSTORE_URL must be an esdb:// connection string, got ${options.eventStoreUrl}`);
    }
    return EsdbEventStore.connect(options.eventStoreUrl);
  }
  if (!options.databaseUrl) throw new Error('An event store needs a databaseUrl (PostgreSQL) or an eventStoreUrl');
  return PostgresEventStore.connect(options.databaseUrl, { poolSize: options.poolSize, keepConnections: options.keepConnections });
}
