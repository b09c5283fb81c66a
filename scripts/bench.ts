import os from 'node:os';
import { createEventStore } from '@golf/events/store';
import { benchDatabase } from './bench/bench-database.ts';
import { fillLog, measureAppendLatency, measureReadAllRate } from './bench/event-store-bench.ts';
import { printTable, type BenchRow } from './bench/stats.ts';

/**
 * `npm run bench`: performance figures on the embedded default, printed as a table. Not a test:
 * it never fails on a missed target.
 */
async function main() {
  const database = await benchDatabase(process.env.DATABASE_URL);
  const store = await createEventStore({ databaseUrl: database.url });
  const rows: BenchRow[] = [];
  try {
    rows.push(await measureAppendLatency(store, 2000));
    await fillLog(store, 200_000);
    rows.push(await measureReadAllRate(store));
  } finally {
    await store.close();
    await database.stop();
  }
  console.log(`\nGolf bench on ${database.where}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
