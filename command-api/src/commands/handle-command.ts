import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  WrongExpectedRevisionError,
  type EventDefinition,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@golf/events';
import { ConflictError } from './domain-error.ts';
import { derivedUuid, idempotentEventId } from './derived-uuid.ts';
import { foldEvents, foldStoredEvents, type FoldedStreams, type StreamFold } from './folded-streams.ts';

/** An event as a decider returns it: what happened, without ids or metadata. */
export interface DecidedEvent {
  type: string;
  data: unknown;
}

/** How to rebuild an aggregate's state from its stream, and which events it may append. */
export interface Aggregate<State> extends StreamFold<State> {
  /** Schemas of the events it appends: data is checked, and `schemaVersion` stamped, before appending. */
  events: readonly EventDefinition<string, z.ZodTypeAny>[];
}

/** Who issues the command and when; becomes the metadata of its events. */
export interface CommandContext {
  userId: string | null;
  correlationId: string;
  causationId?: string | null;
  /** ISO-8601 instant of the command; deciders have no clock. */
  occurredAt: string;
  client: string | null;
  /** The request's Idempotency-Key: event ids derive from it, so a retried command appends nothing. */
  idempotencyKey?: string | undefined;
}

export interface CommandOutcome<State> {
  /** State after the command (after the original one, for a retry). */
  state: State;
  /** Events this call appended; [] when nothing changed or the command had been applied before. */
  appended: NewEvent[];
  /** Global position of the command's last event; for a no-op, that of the stream's newest event (0n if none). */
  position: bigint;
  /** True when the Idempotency-Key showed that this command had already been applied. */
  replayed: boolean;
  /** The events of that earlier run, when `replayed`: what it recorded, for an answer the same as the first. */
  earlier: RecordedEvent[];
}

const MAX_ATTEMPTS = 5;

/** A short random pause before deciding again, so writers that collided do not collide again in step. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

async function readAndFold<State>(
  store: EventStore,
  aggregate: Aggregate<State>,
  stream: string,
): Promise<{ state: State; recorded: RecordedEvent[] }> {
  const recorded = await store.readStream(stream);
  return { state: foldStoredEvents(stream, aggregate, recorded, aggregate.initialState), recorded };
}

/** The events of an earlier run of the same idempotent command, in order; [] when there was none. */
function earlierRun(recorded: readonly RecordedEvent[], stream: string, key: string): RecordedEvent[] {
  const byId = new Map(recorded.map((event) => [event.id, event]));
  const run: RecordedEvent[] = [];
  for (let index = 0; ; index += 1) {
    const event = byId.get(idempotentEventId(key, stream, index));
    if (!event) return run;
    run.push(event);
  }
}

function toNewEvents<State>(
  aggregate: Aggregate<State>,
  stream: string,
  decided: readonly DecidedEvent[],
  context: CommandContext,
): NewEvent[] {
  const key = context.idempotencyKey;
  const commandId = key ? derivedUuid(`command:${stream}:${key}`) : randomUUID();
  return decided.map((event, index) => {
    const definition = aggregate.events.find((candidate) => candidate.type === event.type);
    if (!definition) throw new Error(`Event type ${event.type} is not declared by the aggregate of ${stream}`);
    const metadata: EventMetadata = {
      userId: context.userId,
      commandId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      occurredAt: context.occurredAt,
      client: context.client,
      schemaVersion: definition.version,
    };
    return {
      id: key ? idempotentEventId(key, stream, index) : randomUUID(),
      type: event.type,
      data: definition.schema.parse(event.data),
      metadata,
    };
  });
}

/**
 * Runs one command against one stream: read the stream (only its new events when `folded` keeps
 * it) → fold it with `evolve` → `decide` →
 * append with the revision read as the expected revision. On a concurrent write (the revision
 * moved) it reads and decides again, a few times, then gives up with a 409. `decide` may throw a
 * DomainError; returning [] means "nothing to do" and appends nothing. With `folded`, the
 * process's commands on one stream run one at a time, so they never collide with each other.
 */
export async function handleCommand<State>(
  store: EventStore,
  aggregate: Aggregate<State>,
  stream: string,
  decide: (state: State) => readonly DecidedEvent[] | Promise<readonly DecidedEvent[]>,
  context: CommandContext,
  folded?: FoldedStreams,
): Promise<CommandOutcome<State>> {
  const run = () => decideAndAppend(store, aggregate, stream, decide, context, folded);
  return folded ? folded.oneAtATime(stream, run) : run();
}

async function decideAndAppend<State>(
  store: EventStore,
  aggregate: Aggregate<State>,
  stream: string,
  decide: (state: State) => readonly DecidedEvent[] | Promise<readonly DecidedEvent[]>,
  context: CommandContext,
  folded: FoldedStreams | undefined,
): Promise<CommandOutcome<State>> {
  for (let attempt = 1; ; attempt += 1) {
    const { state, recorded } = folded ? await folded.read(stream, aggregate) : await readAndFold(store, aggregate, stream);
    const last = recorded.at(-1);
    if (context.idempotencyKey) {
      const run = earlierRun(recorded, stream, context.idempotencyKey);
      const lastOfRun = run.at(-1);
      if (lastOfRun) return { state, appended: [], position: lastOfRun.position, replayed: true, earlier: run };
    }
    const decided = await decide(state);
    if (decided.length === 0) return { state, appended: [], position: last?.position ?? 0n, replayed: false, earlier: [] };
    const events = toNewEvents(aggregate, stream, decided, context);
    try {
      const result = await store.append(stream, events, { expectedRevision: last ? last.revision : 'no_stream' });
      return { state: foldEvents(aggregate, events, state), appended: events, position: result.position, replayed: false, earlier: [] };
    } catch (error) {
      const conflict = error instanceof WrongExpectedRevisionError || (error as Error).name === 'WrongExpectedRevisionError';
      if (!conflict) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new ConflictError('This record was changed by someone else at the same time. Please try again.');
      }
      await backoff(attempt);
    }
  }
}
