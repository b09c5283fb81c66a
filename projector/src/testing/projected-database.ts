import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, migrateReadDb } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import type { Projection } from '../projection.ts';
import { runProjector, type RunningProjector } from '../run-projector.ts';

export interface ProjectedDatabase {
  databaseUrl: string;
  store: EventStore;
  pool: DatabasePool;
  projector: RunningProjector;
  close(): Promise<void>;
}

/** A fresh test database with the event store, the read schema and a projector running `projections`. */
export async function startProjectedDatabase(projections: Projection[]): Promise<ProjectedDatabase> {
  const databaseUrl = await createTestDatabase();
  const store = await createEventStore({ databaseUrl });
  const pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
  const projector = await runProjector({ store, pool, projections, retryMs: 100 });
  return {
    databaseUrl,
    store,
    pool,
    projector,
    close: async () => {
      await projector.stop();
      await pool.end();
      await store.close();
      await dropTestDatabase(databaseUrl);
    },
  };
}
