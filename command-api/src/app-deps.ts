import type { StreamCache } from './commands/stream-cache.ts';
import type { SessionRegistry } from './auth/sessions/session-registry.ts';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { Config } from './config.ts';
import type { AppQueues } from './jobs/queues.ts';

/** Everything the HTTP app works with, made by its caller (start-api.ts, or a test). */
export interface AppDeps {
  config: Config;
  store: EventStore;
  /** Slonik pool on DATABASE_URL: the read tables (schema `read`) and the write-side `auth` tables. */
  pool: DatabasePool;
  queues: AppQueues;
  /** The time commands are stamped with and tokens are checked against; tests may pin it. */
  clock: () => Date;
  /** Streams folded last (games, courses): a command on one reads only its new events. */
  streamCache: StreamCache;
  /** Whether a sign-in still holds, from the users' streams, kept a few seconds (auth/sessions/). */
  sessions: SessionRegistry;
}
