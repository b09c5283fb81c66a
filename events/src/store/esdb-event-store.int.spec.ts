import { describe } from 'vitest';
import { EventStoreDBClient } from '@eventstore/db-client';
import { describeEventStoreContract } from './testing/event-store.contract.ts';
import { EsdbEventStore } from './esdb-event-store.ts';

const url = process.env.EVENTSTORE_URL || 'esdb://localhost:2113?tls=false';

/** Whether an EventStoreDB answers a one-event read of $all within two seconds, and if not, why. */
async function probe(connectionString: string): Promise<string | null> {
  let client: EventStoreDBClient | undefined;
  try {
    client = EventStoreDBClient.connectionString(connectionString);
    for await (const _ of client.readAll({ maxCount: 1, deadline: 2_000 })) break;
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? String(error);
  } finally {
    await client?.dispose().catch(() => undefined);
  }
}

const unreachable = await probe(url);
if (unreachable) console.warn(`[esdb] skipped: no EventStoreDB answers at ${url} (${unreachable})`);

describe.skipIf(unreachable !== null)(
  unreachable ? `EventStoreDB adapter — skipped: no EventStoreDB answers at ${url} (${unreachable})` : `EventStoreDB adapter at ${url}`,
  () => {
    describeEventStoreContract('EventStoreDB', async () => {
      const store = EsdbEventStore.connect(url);
      return { store, cleanup: () => store.close() };
    });
  },
);
