import { randomUUID } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import type { EventStore, NewEvent, RecordedEvent } from '@golf/events';
import { projections, rebuildReadModels } from '@golf/projector';
import type { BenchRow } from './stats.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MIN_EVENTS = 200_000;
const TARGET_PER_SECOND = 20_000;

async function readWholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let from: bigint | 'start' = 'start';
  for (;;) {
    const page = await store.readAll({ fromPosition: from, limit: 5000 });
    const last = page.at(-1);
    if (!last) return events;
    events.push(...page);
    from = last.position;
  }
}

/**
 * Copies a real game's stream (as the API wrote it) under fresh ids: every uuid in its events
 * that no other stream mentions (the game, its players, rounds, scores, event and command ids)
 * gets a new one per copy; the user's and the course's ids stay, so each copy is a game of that
 * user on that course and the projections do the same work as for the original.
 */
function copyOfGame(template: RecordedEvent[], keep: Set<string>): { stream: string; events: NewEvent[] } {
  const fresh = new Map<string, string>();
  const swap = (text: string) =>
    text.replace(UUID, (id) => {
      const lower = id.toLowerCase();
      if (keep.has(lower)) return lower;
      let next = fresh.get(lower);
      if (!next) fresh.set(lower, (next = randomUUID()));
      return next;
    });
  const events = template.map(
    (e) => JSON.parse(swap(JSON.stringify({ id: e.id, type: e.type, data: e.data, metadata: e.metadata }))) as NewEvent,
  );
  return { stream: swap(template[0]!.stream), events };
}

/**
 * (4) Fills the log past 200,000 events with copies of `gameStream` (a fully scored game), then
 * times `rebuildReadModels` replaying the whole log into fresh read tables.
 */
export async function measureRebuildRate(store: EventStore, pool: DatabasePool, gameStream: string): Promise<BenchRow> {
  const log = await readWholeLog(store);
  const template = log.filter((e) => e.stream === gameStream);
  if (template.length === 0) throw new Error(`no events in ${gameStream}`);
  const keep = new Set<string>();
  for (const e of log)
    if (e.stream !== gameStream)
      for (const id of JSON.stringify({ stream: e.stream, data: e.data, metadata: e.metadata }).match(UUID) ?? [])
        keep.add(id.toLowerCase());
  let total = log.length;
  while (total < MIN_EVENTS) {
    const copy = copyOfGame(template, keep);
    for (let i = 0; i < copy.events.length; i += 500) {
      const expectedRevision = i === 0 ? 'no_stream' : BigInt(i - 1);
      await store.append(copy.stream, copy.events.slice(i, i + 500), { expectedRevision });
    }
    total += copy.events.length;
  }
  const result = await rebuildReadModels({ store, pool, projections });
  const rate = result.events / (result.ms / 1000);
  return {
    measure: `rebuild replay, ${result.events} events (${template.length}-event game × ${Math.round(result.events / template.length)}) in ${(result.ms / 1000).toFixed(1)} s`,
    median: `${Math.round(rate)} events/s`,
    p99: '—',
    target: `≥ ${TARGET_PER_SECOND} events/s`,
    verdict: rate >= TARGET_PER_SECOND ? 'met' : 'missed',
  };
}
