import { randomUUID } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import type { EventStore, NewEvent, RecordedEvent } from '@golf/events';
import { projections, rebuildReadModels, type Projection } from '@golf/projector';
import type { BenchRow } from './stats.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MIN_EVENTS = 200_000;
const TARGET_PER_SECOND = 20_000;
/**
 * Golfers with an account who play the copies: each copy's players are the next ones of this
 * pool, so the handicap records have real work (a golfer plays some two dozen rounds over the log).
 */
const GOLFERS = 400;

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
function copyOfGame(template: RecordedEvent[], keep: Set<string>, golfers: readonly string[]): { stream: string; events: NewEvent[] } {
  const fresh = new Map<string, string>();
  const swap = (text: string) =>
    text.replace(UUID, (id) => {
      const lower = id.toLowerCase();
      if (keep.has(lower)) return lower;
      let next = fresh.get(lower);
      if (!next) fresh.set(lower, (next = randomUUID()));
      return next;
    });
  let player = 0;
  const events = template.map((e) => {
    const copy = JSON.parse(swap(JSON.stringify({ id: e.id, type: e.type, data: e.data, metadata: e.metadata }))) as NewEvent;
    // Each player plays with an account: the next golfer of the ones this copy was given.
    if (copy.type === 'PlayerAdded') copy.data = { ...(copy.data as object), userId: golfers[player++ % golfers.length] };
    return copy;
  });
  return { stream: swap(template[0]!.stream), events };
}

/** Registers `count` golfers (their user streams), answering their ids. */
async function registerGolfers(store: EventStore, template: RecordedEvent, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const [n, userId] of ids.entries()) {
    const data = { userId, username: `golfer${n}`, email: `golfer${n}@bench.test`, firstName: 'Bench', lastName: `Golfer ${n}` };
    await store.append(
      `user-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: { ...data, handicap: n % 30, authProvider: 'local', createdByUserId: null },
          metadata: { ...template.metadata, commandId: randomUUID(), correlationId: randomUUID(), userId },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  return ids;
}

/** One rebuild of the whole log with `chosen`, in events per second. */
async function rebuildRate(store: EventStore, pool: DatabasePool, chosen: readonly Projection[]) {
  const result = await rebuildReadModels({ store, pool, projections: chosen });
  return { ...result, rate: result.events / (result.ms / 1000) };
}

/**
 * (4) Fills the log past 200,000 events with copies of `gameStream` (a fully scored game, each
 * copy's players golfers with an account), then times `rebuildReadModels` replaying the whole
 * log into fresh read tables: with every projection, and without the handicap record (whose cost
 * the difference is), twice each, alternately.
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
  const golfers = await registerGolfers(store, template[0]!, GOLFERS);
  let total = log.length + GOLFERS;
  const perCopy = template.filter((e) => e.type === 'PlayerAdded').length;
  for (let copies = 0; total < MIN_EVENTS; copies += 1) {
    const first = (copies * perCopy) % GOLFERS;
    const copy = copyOfGame(template, keep, [...golfers.slice(first), ...golfers.slice(0, first)].slice(0, perCopy));
    for (let i = 0; i < copy.events.length; i += 500) {
      const expectedRevision = i === 0 ? 'no_stream' : BigInt(i - 1);
      await store.append(copy.stream, copy.events.slice(i, i + 500), { expectedRevision });
    }
    total += copy.events.length;
  }
  const without = projections.filter((projection) => projection.name !== 'handicap');
  let off = await rebuildRate(store, pool, without);
  let on = await rebuildRate(store, pool, projections);
  // Once more each, alternately, so neither side has the machine's warmest minute to itself; the faster counts.
  const offAgain = await rebuildRate(store, pool, without);
  const onAgain = await rebuildRate(store, pool, projections);
  if (offAgain.rate > off.rate) off = offAgain;
  if (onAgain.rate > on.rate) on = onAgain;
  const cost = Math.round((1 - on.rate / off.rate) * 100);
  return {
    measure:
      `rebuild replay, ${on.events} events (${template.length}-event game × ${Math.round(on.events / template.length)}, ${GOLFERS} golfers) ` +
      `in ${(on.ms / 1000).toFixed(1)} s; without the handicap record ${Math.round(off.rate)} events/s (${(off.ms / 1000).toFixed(1)} s): it costs ${cost} %`,
    median: `${Math.round(on.rate)} events/s`,
    p99: '—',
    target: `≥ ${TARGET_PER_SECOND} events/s`,
    verdict: on.rate >= TARGET_PER_SECOND ? 'met' : 'missed',
  };
}
