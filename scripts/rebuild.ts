import { rebuildReadModels, projections } from '@golf/projector';
import { createEventStore } from '@golf/events/store';
import { createReadPool, listSetAsideStreams } from '@golf/read-db';
import { prepareLocalEnvironment } from './local/local-environment.ts';

/**
 * `npm run rebuild`: replays the whole event log into fresh read tables and swaps them in for the
 * old ones. Safe beside a running app, which answers from the old tables meanwhile; the live
 * projector pauses only for the last events and the swap (decision 0860). A
 * stream a projection cannot apply is set aside and named (exit code 2); the rest is rebuilt.
 */
async function main() {
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  const databaseUrl = local.env.DATABASE_URL as string;
  const store = await createEventStore({ databaseUrl, eventStoreUrl: local.env.EVENTSTORE_URL });
  const pool = await createReadPool(databaseUrl);
  try {
    const result = await rebuildReadModels({ store, pool, projections });
    const rate = result.ms > 0 ? Math.round((result.events / result.ms) * 1000) : result.events;
    console.log(
      `Rebuilt the read models from ${result.events} events in ${result.ms} ms (${rate} events/s); ` +
        `the live projector paused for ${result.pausedMs} ms.`,
    );
    if (result.setAside.length > 0) {
      // Every other stream is rebuilt; these wait, listed on the admin dashboard with a Retry.
      const rows = await listSetAsideStreams(pool);
      console.log(`${rows.length} stream${rows.length === 1 ? '' : 's'} set aside (an event could not be projected):`);
      for (const row of rows) console.log(`  ${row.stream} at ${row.eventType} (position ${row.fromPosition}): ${row.error}`);
      process.exitCode = 2;
    }
  } finally {
    await pool.end();
    await store.close();
    await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
