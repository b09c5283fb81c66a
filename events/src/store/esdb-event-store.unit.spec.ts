import { describe, expect, it } from 'vitest';
import {
  BACKWARDS,
  START,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
} from '@eventstore/db-client';
import { EsdbEventStore } from './esdb-event-store.ts';
import { positionAfter } from './esdb-events.ts';

/**
 * The EventStoreDB contract suite needs a server (it skips here when none answers). These cases
 * check the adapter's own paging over a fake client instead: system records in the way, and a
 * backward read whose start may or may not be included.
 */
interface LogRecord {
  streamId: string;
  type: string;
  revision: bigint;
  commit: bigint;
}

function resolved({ streamId, type, revision, commit }: LogRecord): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `00000000-0000-4000-8000-${commit.toString().padStart(12, '0')}`,
      isJson: true,
      revision,
      type,
      created: new Date('2025-06-01T08:00:00Z'),
      data: {},
      metadata: {},
      position: { commit, prepare: commit },
    },
  } as AllStreamResolvedEvent;
}

/** A log of records at commit positions 100, 200, …; reads behave as ESDB's do, as far as the adapter relies on. */
function fakeClient(log: LogRecord[], { backwardIncludesStart }: { backwardIncludesStart: boolean }): EventStoreDBClient {
  const at = (record: LogRecord): Position => ({ commit: record.commit, prepare: record.commit });
  return {
    async *readAll({ direction, fromPosition = START, maxCount = Infinity }: ReadAllOptions = {}) {
      let records = direction === BACKWARDS ? [...log].reverse() : log;
      if (typeof fromPosition === 'object') {
        records = records.filter((record) =>
          direction === BACKWARDS
            ? positionAfter(fromPosition, at(record)) || (backwardIncludesStart && record.commit === fromPosition.commit)
            : !positionAfter(fromPosition, at(record)),
        );
      }
      yield* records.slice(0, Number(maxCount)).map(resolved);
    },
    async *readStream(stream: string, { fromRevision = START }: ReadStreamOptions = {}) {
      const records = log.filter((record) => record.streamId === stream);
      if (records.length === 0) throw new StreamNotFoundError(undefined, stream);
      const from = typeof fromRevision === 'bigint' ? fromRevision : 0n;
      yield* records.filter((record) => record.revision >= from).map(resolved);
    },
  } as unknown as EventStoreDBClient;
}

function logOf(entries: Array<['ours' | 'system', string?]>): LogRecord[] {
  const revisions = new Map<string, bigint>();
  return entries.map(([kind, stream = kind === 'ours' ? 'game-1' : '$stats-0.0.0.0:2113'], index) => {
    const revision = revisions.get(stream) ?? 0n;
    revisions.set(stream, revision + 1n);
    return { streamId: stream, type: kind === 'ours' ? 'ScoreEntered' : '$statsCollected', revision, commit: BigInt(index + 1) * 100n };
  });
}

const system = (count: number) => Array.from({ length: count }, () => ['system'] as ['system']);

describe.each([true, false])('EventStoreDB adapter over a fake client (backward read includes its start: %s)', (backwardIncludesStart) => {
  const storeOf = (log: LogRecord[]) => new EsdbEventStore(fakeClient(log, { backwardIncludesStart }));

  it('finds the head behind more than a page of system records', async () => {
    const log = logOf([['ours'], ['ours'], ...system(250)]);
    expect(await storeOf(log).headPosition()).toBe(200n);
  });

  it('has no head when the log holds no event of ours', async () => {
    expect(await storeOf([]).headPosition()).toBeNull();
    expect(await storeOf(logOf(system(150))).headPosition()).toBeNull();
  });

  it('counts our events in a range, past system records, up to the limit', async () => {
    const store = storeOf(logOf([['ours'], ...system(3), ['ours'], ['ours'], ...system(2), ['ours'], ['ours']]));
    expect(await store.countAll({ fromPosition: 'start', toPosition: 1000n, limit: 100 })).toBe(5);
    expect(await store.countAll({ fromPosition: 100n, toPosition: 600n, limit: 100 })).toBe(2);
    expect(await store.countAll({ fromPosition: 'start', toPosition: 1000n, limit: 3 })).toBe(3);
    expect(await store.countAll({ fromPosition: 1000n, toPosition: 1000n, limit: 3 })).toBe(0);
  });

  it('reads a stream from a revision, and a missing stream as []', async () => {
    const store = storeOf(logOf([['ours'], ['ours', 'game-2'], ['ours'], ['ours']]));
    expect((await store.readStream('game-1', { fromRevision: 1n })).map((event) => event.revision)).toEqual([1n, 2n]);
    expect(await store.readStream('game-1', { fromRevision: 3n })).toEqual([]);
    expect(await store.readStream('game-3', { fromRevision: 1n })).toEqual([]);
  });
});
