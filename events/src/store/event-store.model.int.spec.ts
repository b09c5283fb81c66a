import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from './event-store.ts';
import { EventStoreModel, type ModelOutcome } from './testing/event-store.model.ts';
import { PostgresEventStore } from './postgres-event-store.ts';
import { sampleEvent, sampleEvents, uniqueStream } from './testing/sample-events.ts';

/**
 * A command of the generated sequences. `expected` picks the revision relative to the model:
 * 'correct' (the stream's current one), 'stale' (one off, below or above), or the literals.
 * A retry replays an earlier append with the same ids and expected revision.
 */
type Command =
  | { kind: 'append'; stream: number; count: number; expected: 'correct' | 'stale' | 'no_stream' | 'any'; below: boolean }
  | { kind: 'retry'; pick: number };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      stream: fc.nat({ max: 2 }),
      count: fc.integer({ min: 1, max: 3 }),
      expected: fc.constantFrom('correct' as const, 'stale' as const, 'no_stream' as const, 'any' as const),
      below: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
);

interface SentAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  result: AppendResult | null;
}

let databaseUrl: string;
let store: PostgresEventStore;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await PostgresEventStore.connect(databaseUrl, { poolSize: 2 });
});
afterAll(async () => {
  await store.close();
  await dropTestDatabase(databaseUrl);
});

function chooseExpected(command: Extract<Command, { kind: 'append' }>, last: bigint): ExpectedRevision {
  if (command.expected === 'no_stream' || command.expected === 'any') return command.expected;
  if (command.expected === 'correct') return last === -1n ? 'no_stream' : last;
  return command.below && last > 0n ? last - 1n : last + 1n;
}

async function outcomeOf(append: () => Promise<AppendResult>): Promise<{ outcome: ModelOutcome; result: AppendResult | null }> {
  try {
    const result = await append();
    return { outcome: { kind: result.retried ? 'retried' : 'appended', nextExpectedRevision: result.nextExpectedRevision }, result };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { outcome: { kind: 'conflict', actual: error.actual }, result: null };
    if (error instanceof EventIdConflictError) return { outcome: { kind: 'id_conflict' }, result: null };
    throw error;
  }
}

describe('PostgreSQL event store against an in-memory model', () => {
  // `tail`: how many of a stream's newest events the read from a revision asks for (0 reads past the end).
  it('agrees with the model on every result and every read, for random command sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { maxLength: 25 }), fc.nat({ max: 4 }), async (commands, tail) => {
        const model = new EventStoreModel();
        const streams = [uniqueStream('m0'), uniqueStream('m1'), uniqueStream('m2')];
        const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
        const sent: SentAppend[] = [];
        for (const command of commands) {
          const request =
            command.kind === 'retry' && sent.length > 0 ? sent[command.pick % sent.length]! : newRequest(command, streams, model);
          if (!request) continue;
          const expected = model.append(
            request.stream,
            request.events.map((event) => event.id),
            request.expected,
          );
          const actual = await outcomeOf(() => store.append(request.stream, request.events, { expectedRevision: request.expected }));
          expect(actual.outcome).toEqual(expected);
          // A retry answers the first append's result, saying it wrote nothing this time.
          if (expected.kind === 'retried') expect(actual.result).toEqual(request.result && { ...request.result, retried: true });
          if (expected.kind === 'appended') expect(actual.result?.retried).toBe(false);
          if (!sent.includes(request)) sent.push({ ...request, result: actual.result });
          else if (request.result === null) request.result = actual.result;

          for (const stream of streams) {
            const stored = await store.readStream(stream);
            expect(stored.map((event) => [event.id, event.revision])).toEqual(
              model.readStream(stream).map((event) => [event.id, event.revision]),
            );
            const fromRevision = model.lastRevision(stream) + 1n - BigInt(tail);
            if (fromRevision >= 0n) {
              const tailStored = await store.readStream(stream, { fromRevision });
              expect(tailStored.map((event) => [event.id, event.revision])).toEqual(
                model.readStream(stream, fromRevision).map((event) => [event.id, event.revision]),
              );
            }
          }
          const all = await store.readAll({ fromPosition: marker.position, limit: 1000 });
          expect(all.map((event) => [event.id, event.stream, event.revision])).toEqual(
            model.readAll().map((event) => [event.id, event.stream, event.revision]),
          );
          all.slice(1).forEach((event, index) => expect(event.position).toBeGreaterThan(all[index]!.position));
          const head = (await store.headPosition())!;
          const newest = model.head();
          if (newest) expect(all.find((event) => event.position === head)?.id).toBe(newest.id);
          else expect(head).toBe(marker.position);
          const count = (limit: number) => store.countAll({ fromPosition: marker.position, toPosition: head, limit });
          expect(await count(1000)).toBe(model.readAll().length);
          expect(await count(2)).toBe(Math.min(2, model.readAll().length));
        }
      }),
      { numRuns: 40 },
    );
  });
});

function newRequest(command: Command, streams: string[], model: EventStoreModel): SentAppend | null {
  if (command.kind === 'retry') return null;
  const stream = streams[command.stream]!;
  return {
    stream,
    events: sampleEvents(command.count),
    expected: chooseExpected(command, model.lastRevision(stream)),
    result: null,
  };
}
