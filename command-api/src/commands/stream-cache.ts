import type { EventStore, RecordedEvent } from '@golf/events';
import { SlotTable } from './slot-table.ts';
import { foldStoredEvents, type StreamFold } from './stream-fold.ts';

interface Folded {
  evolve: unknown;
  state: unknown;
  recorded: RecordedEvent[];
  /** Kept from this process's own append (keepOwnAppend), not from a read: what `afterOwnAppend` answers. */
  ownAppend: boolean;
  /** When it was kept, on the cache's count of keeps: the least recent goes first. */
  kept: number;
}

/** A stream's read in flight (with the evolve it folds with), and the read sent when it ends, once someone asks for one. */
interface Flight {
  evolve: unknown;
  ended: Promise<void>;
  next: Promise<FoldedStream<unknown>> | null;
}

/** A stream's state and events as folded, without or after a read. */
export interface FoldedStream<State> {
  state: State;
  recorded: RecordedEvent[];
}

/**
 * The streams this process folded last, each with its state and events, kept so the next read
 * of the stream fetches only the events after them (`readStream(stream, { fromRevision })`) and
 * folds only those. Events never change once appended, so another process's appends are simply
 * the events after the kept ones: a kept fold is never stale, only behind. Least recently used go first.
 *
 * After this process's own append of one event, the fold with that event is kept as the stream's
 * newest known state (`keepOwnAppend`): a command may decide on it without reading (`afterOwnAppend`),
 * since the append's expected revision refuses the decision if another process appended since
 * (handle-command.ts then reads and decides again). A stream where that happened (two processes
 * writing it) is read before every command from then on. An own append the fold does not hold
 * (several events) leaves it behind: the next command reads (`behindOwnAppend`), and is not taken
 * for another process's.
 */
const revisionOf = (folded: Pick<Folded, 'recorded'>) => folded.recorded.at(-1)?.revision ?? -1n;

export class StreamCache {
  private readonly streams = new Map<string, Folded>();
  /** Streams another process appended to under a kept fold: their folds are never decided on unread again. */
  private readonly shared = new Set<string>();
  /** The read in flight of each stream being read, and the read that its readers since wait for. */
  private readonly flights = new SlotTable<Flight>();
  /** The last task queued on each stream by `oneAtATime`, while one runs or waits. */
  private readonly queues = new SlotTable<Promise<unknown>>();
  /** Keeps so far: a kept fold's `kept`. */
  private keeps = 0;

  /** The event store it reads, and commands append to. */
  readonly store: EventStore;
  private readonly capacity;
  constructor(store: EventStore, capacity = 200) {
    this.store = store;
    this.capacity = capacity;
  }

  /**
   * The stream's events and their fold `how` (the same evolve each time for a stream). Reads
   * asked for while one of the stream is in flight share the one read sent when it ends (decision
   * 0842): never the read in flight, which was sent before they were asked and may miss an event
   * committed since, so each caller still sees every event committed before it asked.
   */
  read<State>(stream: string, how: StreamFold<State>): Promise<FoldedStream<State>> {
    const flight = this.flights.get(stream);
    if (!flight || flight.evolve !== how.evolve) return this.sendRead(stream, how);
    flight.next ??= flight.ended.then(() => this.sendRead(stream, how));
    return flight.next as Promise<FoldedStream<State>>;
  }

  /** A read of the stream sent now, as the stream's read in flight until it ends. */
  private sendRead<State>(stream: string, how: StreamFold<State>): Promise<FoldedStream<State>> {
    const reading = this.readAndKeep(stream, how);
    const ended = reading.then(
      () => undefined,
      () => undefined,
    );
    const flight: Flight = { evolve: how.evolve, ended, next: null };
    this.flights.set(stream, flight);
    // Registered before any `next`, so the flight is gone when its next read is sent.
    void ended.then(() => {
      if (this.flights.get(stream) === flight) this.flights.delete(stream);
    });
    return reading;
  }

  private async readAndKeep<State>(stream: string, how: StreamFold<State>): Promise<FoldedStream<State>> {
    const evolve = how.evolve;
    // Reads of one stream may overlap (commands on one game at once): each starts from the fold
    // kept when it began, and the newest fold stays kept.
    const kept = this.streams.get(stream);
    const usable = kept && kept.evolve === evolve ? kept : undefined;
    const from = usable?.recorded.at(-1);
    const fresh = await this.store.readStream(stream, from ? { fromRevision: from.revision + 1n } : undefined);
    const state = foldStoredEvents(stream, how, fresh, usable ? (usable.state as State) : how.initialState);
    const recorded = usable ? (fresh.length === 0 ? usable.recorded : [...usable.recorded, ...fresh]) : fresh;
    const now = this.streams.get(stream);
    if (!now || now.evolve !== evolve || revisionOf(now) <= revisionOf({ recorded }))
      this.put(stream, { evolve, state, recorded, ownAppend: false, kept: 0 });
    return { state, recorded };
  }

  /**
   * The kept fold when this process's own append made it and no read or other append has been
   * kept since: as far as this process knows, the stream's newest state. Not read from the store,
   * so it is behind when another process appended since; only a decision the next append's
   * expected revision guards may be taken from it. Undefined otherwise (the caller reads).
   */
  afterOwnAppend<State>(stream: string, how: StreamFold<State>): FoldedStream<State> | undefined {
    const kept = this.streams.get(stream);
    if (!kept?.ownAppend || kept.evolve !== how.evolve || this.shared.has(stream)) return undefined;
    return { state: kept.state as State, recorded: kept.recorded };
  }

  /**
   * Keeps the fold after this process appended `event` to the fold `before` (the event's revision
   * the one after `before`'s last), as `afterOwnAppend` answers it: `state` is `before.state` with the event.
   * `event.recordedAt` is this process's clock at the append's answer (the store's is not read back).
   */
  keepOwnAppend<State>(stream: string, how: StreamFold<State>, before: FoldedStream<State>, event: RecordedEvent, state: State): void {
    if (event.revision !== revisionOf(before) + 1n) return;
    const now = this.streams.get(stream);
    if (now && now.evolve === how.evolve && revisionOf(now) > event.revision) return;
    this.put(stream, { evolve: how.evolve, state, recorded: [...before.recorded, event], ownAppend: true, kept: 0 });
  }

  /**
   * This process appended to `stream` what the kept fold does not hold (more than one event, or an
   * append kept no fold of): the fold is behind the process's own append, so the next command reads.
   */
  behindOwnAppend(stream: string): void {
    const kept = this.streams.get(stream);
    if (kept) kept.ownAppend = false;
  }

  /** Another process appended to `stream` under its kept fold: from now on its commands read first. */
  markWrittenElsewhere(stream: string): void {
    this.shared.delete(stream);
    this.shared.add(stream);
    if (this.shared.size > this.capacity) this.shared.delete(this.shared.values().next().value as string);
    const kept = this.streams.get(stream);
    if (kept) kept.ownAppend = false;
  }

  /**
   * Keeps `folded` as the stream's fold; past capacity the fold kept least recently goes. The
   * stream's entry is replaced where it is rather than deleted and added again at the end (which
   * would make the map rehash every few dozen commands: see slot-table.ts, decision 0881), so the
   * order of keeps is counted, and looked through only when a new stream goes past capacity.
   */
  private put(stream: string, folded: Folded): void {
    folded.kept = ++this.keeps;
    this.streams.set(stream, folded);
    if (this.streams.size <= this.capacity) return;
    let oldest: [string, Folded] | undefined;
    for (const entry of this.streams) if (!oldest || entry[1].kept < oldest[1].kept) oldest = entry;
    if (oldest) this.streams.delete(oldest[0]);
  }

  /**
   * Runs `task` once every task queued before it on `stream` in this process has settled: the
   * commands of one process on one stream then never race each other to append (a race costs a
   * 409 after a few retries when the process is slow); only other processes' appends can move
   * the revision under a command.
   */
  oneAtATime<T>(stream: string, task: () => Promise<T>): Promise<T> {
    const before = this.queues.get(stream) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(stream, settled);
    void settled.then(() => {
      if (this.queues.get(stream) === settled) this.queues.delete(stream);
    });
    return run;
  }
}
