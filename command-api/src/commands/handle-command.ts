import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  compiledEventSchema,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventDefinition,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@golf/events';
import { ConflictError, RuleViolationError } from './domain-error.ts';
import { callersKey, derivedUuid, idempotentEventId } from './derived-uuid.ts';
import { StreamCache, type FoldedStream } from './stream-cache.ts';
import { foldEvents, foldStoredEvents, type StreamFold } from './stream-fold.ts';

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
  /**
   * The request's Idempotency-Key: event ids derive from it and from `userId` (the caller), so a
   * retried command appends nothing, and one caller's key never finds another caller's run.
   */
  idempotencyKey?: string | undefined;
  /** What the key's request was (command-context.ts): a retry must be the same request, else 422. */
  requestHash?: string | undefined;
}

/** The answer to a key used again for another request (another body, route or parameters). */
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';

export interface CommandOutcome<State, Derived = unknown> {
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
  /**
   * What the decision worked out beside its events (a `Decision`'s `derived`: a score's net and
   * points), for the answer; absent when nothing was decided (a retry answered from its first run)
   * or the decider answered events alone.
   */
  derived?: Derived;
}

const MAX_ATTEMPTS = 5;
const CONFLICT_MESSAGE = 'This record was changed by someone else at the same time. Please try again.';

/** A short random pause before deciding again, so writers that collided do not collide again in step. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

/** The stream's events and their fold: through the kept fold of StreamCache, or the whole stream from the bare store. */
async function readAndFold<State>(store: CommandStore, aggregate: Aggregate<State>, stream: string): Promise<FoldedStream<State>> {
  if (store instanceof StreamCache) return store.read(stream, aggregate);
  const recorded = await store.readStream(stream);
  return { state: foldStoredEvents(stream, aggregate, recorded, aggregate.initialState), recorded };
}

/** The events of an earlier run of the caller's idempotent command, in order; [] when there was none. */
function earlierRun(recorded: readonly RecordedEvent[], stream: string, caller: string | null, key: string): RecordedEvent[] {
  const byId = new Map(recorded.map((event) => [event.id, event]));
  const run: RecordedEvent[] = [];
  for (let index = 0; ; index += 1) {
    const event = byId.get(idempotentEventId(caller, key, stream, index));
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
  const commandId = key ? derivedUuid(`command:${stream}:${callersKey(context.userId, key)}`) : randomUUID();
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
      ...(key && context.requestHash ? { requestHash: context.requestHash } : {}),
    };
    return {
      id: key ? idempotentEventId(context.userId, key, stream, index) : randomUUID(),
      type: event.type,
      data: compiledEventSchema(definition.schema).parse(event.data),
      metadata,
    };
  });
}

/**
 * The earlier run of this command (same caller, same key), if any, once it is shown to be the
 * same request and the caller may still see the stream: a run recorded for another request is
 * 422, and `authorizeReplay` (the caller's access, checked on the state now) throws before
 * anything of the run is answered.
 */
function replayOf<State>(
  recorded: readonly RecordedEvent[],
  stream: string,
  context: CommandContext,
  state: State,
  authorizeReplay: ((state: State) => void) | undefined,
): RecordedEvent[] | null {
  if (!context.idempotencyKey) return null;
  const run = earlierRun(recorded, stream, context.userId, context.idempotencyKey);
  if (run.length === 0) return null;
  authorizeReplay?.(state);
  const recordedHash = run[0]?.metadata.requestHash;
  if (context.requestHash && recordedHash && recordedHash !== context.requestHash) throw new RuleViolationError(KEY_REUSED_MESSAGE);
  return run;
}

/** A decider's answer when it also worked something out on the way that the command's answer shows (a score's net and points). */
export interface Decision<Derived> {
  events: readonly DecidedEvent[];
  derived: Derived;
}

/** A decision on the stream's state: the events to append ([] for none), alone or in a `Decision`; it may throw a DomainError. */
export type Decide<State, Derived = unknown> = (
  state: State,
) => readonly DecidedEvent[] | Decision<Derived> | Promise<readonly DecidedEvent[] | Decision<Derived>>;

/** Where a command reads and appends: the event store, or this process's kept folds of it (StreamCache). */
export type CommandStore = EventStore | StreamCache;

export interface HandleOptions<State> {
  /** Who issues the command, when, and its Idempotency-Key. */
  context: CommandContext;
  /** Checks, on the state now, that the caller may still be answered a retry of their earlier run (throws if not). */
  authorizeReplay?: (state: State) => void;
}

/** One command on one stream (emmett's `handle`): `handle(store, stream, (state) => decide(command, state), { context })`. */
export type Handle<State> = <Derived = unknown>(
  store: CommandStore,
  stream: string,
  decide: Decide<State, Derived>,
  options: HandleOptions<State>,
) => Promise<CommandOutcome<State, Derived>>;

/** An attempt's end other than an outcome: the revision moved under it; or, deciding on a kept fold not read, "read and decide again". */
const CONFLICT: unique symbol = Symbol('conflict');
const READ_AGAIN: unique symbol = Symbol('read again');
type Attempted<State, Derived> = CommandOutcome<State, Derived> | typeof CONFLICT | typeof READ_AGAIN;

/** A decision's events ready to append, with what it worked out beside them. */
interface ToAppend<Derived> {
  toAppend: NewEvent[];
  derived: Derived | undefined;
}

/**
 * The command handler of an aggregate, in the shape of emmett's `CommandHandler`: one call reads
 * the stream and folds it, decides, appends with the revision read as the expected revision, and
 * answers the outcome. Inside it:
 * - **one at a time**: given the process's StreamCache, its commands on one stream run one after
 *   another and read only the events after the fold it keeps; only other processes' appends can
 *   then move the revision under a command. Given the bare EventStore, it reads the whole stream.
 * - **no read after its own append**: when this process's own append is the newest it knows of the
 *   stream (StreamCache.afterOwnAppend), the first attempt decides on that fold without reading. Only a
 *   decision that appends is taken from it, and only when the store says it wrote the events: the
 *   expected revision refuses it if another process appended since. A replay, a no-op, a refusal,
 *   a retry found by the store or a conflict reads and decides again (a conflict also marks the
 *   stream as written by others, read first from then on).
 * - **a conflict** (the revision moved) reads and decides again, a few times, then answers 409.
 * - **idempotency**: a retry (the caller's Idempotency-Key found in the stream) is answered from its
 *   first run once `authorizeReplay` lets the caller through; nothing is decided or appended.
 * - **the events' checks**: each decided event must be one the aggregate declares, its data passes
 *   the event's schema and is stamped with its `schemaVersion` before anything is appended.
 * `decide` returning [] means "nothing to do": nothing is appended. A decider that works something
 * out for the answer beside its events returns a `Decision`; the outcome carries its `derived`
 * (decision 0771).
 */
export function commandHandler<State>(aggregate: Aggregate<State>): Handle<State> {
  return <Derived>(
    store: CommandStore,
    stream: string,
    decide: Decide<State, Derived>,
    { context, authorizeReplay }: HandleOptions<State>,
  ) => {
    type Outcome = CommandOutcome<State, Derived>;
    const cache = store instanceof StreamCache ? store : null;
    /** The decision on `read`: an answer without appending (a replay, a no-op), or the events to append. */
    const decideOn = async ({ state, recorded }: FoldedStream<State>): Promise<Outcome | ToAppend<Derived>> => {
      const earlier = replayOf(recorded, stream, context, state, authorizeReplay);
      const lastOfRun = earlier?.at(-1);
      if (earlier && lastOfRun) return { state, appended: [], position: lastOfRun.position, replayed: true, earlier };
      const decided = await decide(state);
      const { events, derived } = isDecision(decided) ? decided : { events: decided, derived: undefined };
      const position = recorded.at(-1)?.position ?? 0n;
      if (events.length === 0) return { state, appended: [], position, replayed: false, earlier: [], ...withDerived(derived) };
      return { toAppend: toNewEvents(aggregate, stream, events, context), derived };
    };
    /** One decision on `read` and its append; `unread`: `read` is a kept fold not read from the store. */
    const attempt = async (read: FoldedStream<State>, unread: boolean): Promise<Attempted<State, Derived>> => {
      // On a kept fold, anything but events to append (a replay, a no-op, a refusal it may owe to being behind) is worked out again on a read.
      const decided = unread ? await decideOn(read).catch((): typeof READ_AGAIN => READ_AGAIN) : await decideOn(read);
      if (decided === READ_AGAIN || !('toAppend' in decided)) return unread ? READ_AGAIN : decided;
      const { toAppend: decision, derived } = decided;
      const last = read.recorded.at(-1);
      let result: AppendResult;
      try {
        result = await eventStoreOf(store).append(stream, decision, { expectedRevision: last ? last.revision : 'no_stream' });
      } catch (error) {
        if (!isConflict(error)) throw error;
        return CONFLICT;
      }
      // The store found every id stored before: the caller's earlier run, which a read finds and answers.
      if (unread && result.retried !== false) return READ_AGAIN;
      const state = foldEvents(aggregate, decision, read.state);
      const [event] = decision;
      if (cache && event && decision.length === 1 && result.retried === false) {
        const appended = { ...event, stream, revision: result.nextExpectedRevision, position: result.position, recordedAt: new Date() };
        cache.keepOwnAppend(stream, aggregate, read, appended, state);
      } else if (cache && result.retried === false) cache.behindOwnAppend(stream);
      return { state, appended: decision, position: result.position, replayed: false, earlier: [], ...withDerived(derived) };
    };
    const run = async (): Promise<Outcome> => {
      const kept = cache?.afterOwnAppend(stream, aggregate);
      if (cache && kept) {
        const outcome = await attempt(kept, true);
        if (outcome === CONFLICT) cache.markWrittenElsewhere(stream);
        else if (outcome !== READ_AGAIN) return outcome;
      }
      for (let attempts = 1; ; attempts += 1) {
        const outcome = await attempt(await readAndFold(store, aggregate, stream), false);
        if (outcome !== CONFLICT && outcome !== READ_AGAIN) return outcome;
        if (attempts >= MAX_ATTEMPTS) throw new ConflictError(CONFLICT_MESSAGE);
        await backoff(attempts);
      }
    };
    return cache ? cache.oneAtATime(stream, run) : run();
  };
}

const isDecision = <Derived>(decided: readonly DecidedEvent[] | Decision<Derived>): decided is Decision<Derived> => !Array.isArray(decided);

/** `derived` as an outcome's field: left out when the decider answered events alone. */
const withDerived = <Derived>(derived: Derived | undefined): { derived?: Derived } => (derived === undefined ? {} : { derived });

const eventStoreOf = (store: CommandStore): EventStore => (store instanceof StreamCache ? store.store : store);

const isConflict = (error: unknown) =>
  error instanceof WrongExpectedRevisionError || (error as Error).name === 'WrongExpectedRevisionError';
