import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@golf/events';
import { percentiles, type BenchRow } from './stats.ts';

function scoreEvent(game: number, hole: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'BenchScoreEntered',
    data: { game, hole, playerId: randomUUID(), strokes: 4 },
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      client: 'bench',
      schemaVersion: 1,
    },
  };
}

/** Latency of single-event appends with an exact expected revision, one writer, across 100 streams. */
export async function measureAppendLatency(store: EventStore, appends: number): Promise<BenchRow> {
  const revisions = new Map<number, bigint | 'no_stream'>();
  const samples: number[] = [];
  for (let i = 0; i < appends; i++) {
    const game = i % 100;
    const expectedRevision = revisions.get(game) ?? 'no_stream';
    const started = performance.now();
    const result = await store.append(`bench-game-${game}`, [scoreEvent(game, i)], { expectedRevision });
    samples.push(performance.now() - started);
    revisions.set(game, result.nextExpectedRevision);
  }
  const { median, p99 } = percentiles(samples);
  return { measure: `event append, 1 event (${appends} appends)`, median: `${median.toFixed(2)} ms`, p99: `${p99.toFixed(2)} ms`, target: '—', verdict: '—' };
}

/** Fills the log with `total` events in batches of 100 per append (setup for the replay figure). */
export async function fillLog(store: EventStore, total: number): Promise<void> {
  for (let written = 0; written < total; written += 100) {
    const batch = Array.from({ length: Math.min(100, total - written) }, (_, i) => scoreEvent(written, i));
    await store.append(`bench-fill-${written / 100}`, batch, { expectedRevision: 'no_stream' });
  }
}

/** How fast the whole log reads back in global order, in pages of 1000. */
export async function measureReadAllRate(store: EventStore): Promise<BenchRow> {
  const started = performance.now();
  let from: bigint | 'start' = 'start';
  let count = 0;
  for (;;) {
    const page = await store.readAll({ fromPosition: from, limit: 1000 });
    if (page.length === 0) break;
    count += page.length;
    from = (page[page.length - 1] as { position: bigint }).position;
  }
  const rate = Math.round(count / ((performance.now() - started) / 1000));
  return { measure: `readAll replay (${count} events)`, median: `${rate} events/s`, p99: '—', target: '—', verdict: '—' };
}
