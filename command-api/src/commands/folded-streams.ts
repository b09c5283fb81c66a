import type { EventStore, NewEvent, RecordedEvent } from '@golf/events';
import { BeingRepairedError } from './being-repaired-error.ts';

type EventRecord = Pick<NewEvent, 'type' | 'data' | 'metadata'>;

/** How a stream's state is folded: from `initialState`, an event at a time with `evolve`, or several at once with `fold` when it has one. */
export interface StreamFold<State> {
  initialState: State;
  evolve(state: State, event: EventRecord): State;
  /** The same state as `evolve` event by event, worked out faster (foldGame); never changes the state passed in. */
  fold?(state: State, events: readonly EventRecord[]): State;
}

/** The state after `events`, from `from`. */
export function foldEvents<State>(how: StreamFold<State>, events: readonly EventRecord[], from: State): State {
  return how.fold ? how.fold(from, events) : events.reduce((state, event) => how.evolve(state, event), from);
}

/**
 * foldEvents over a stream's stored events: an event the fold cannot take (data the current
 * schema refuses, a rule that throws on it) is the stream's, not the command's: the record is
 * being repaired (the projector sets the same stream aside), never a 400 about the request.
 */
export function foldStoredEvents<State>(stream: string, how: StreamFold<State>, events: readonly EventRecord[], from: State): State {
  try {
    return foldEvents(how, events, from);
  } catch (error) {
    throw BeingRepairedError.ofStream(stream, error);
  }
}

interface Folded {
  evolve: unknown;
  state: unknown;
  recorded: RecordedEvent[];
}

/**
 * The streams this process folded last, each with its state and events, kept so the next read
 * of the stream fetches only the events after them (`readStream(stream, { fromRevision })`) and
 * folds only those. Events never change once appended, so another process's appends are simply
 * the events after the kept ones: a kept fold is never stale, only behind. Least recently used go first.
 */
const revisionOf = (folded: Pick<Folded, 'recorded'>) => folded.recorded.at(-1)?.revision ?? -1n;

export class FoldedStreams {
  private readonly streams = new Map<string, Folded>();
  /** The last task queued on each stream by `oneAtATime`, while one runs or waits. */
  private readonly queues = new Map<string, Promise<unknown>>();

  /** The event store it reads, and commands append to. */
  readonly store: EventStore;
  private readonly capacity;
  constructor(store: EventStore, capacity = 200) {
    this.store = store;
    this.capacity = capacity;
  }

  /** The stream's events and their fold `how` (the same evolve each time for a stream). */
  async read<State>(stream: string, how: StreamFold<State>): Promise<{ state: State; recorded: RecordedEvent[] }> {
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
    if (!now || now.evolve !== evolve || revisionOf(now) <= revisionOf({ recorded })) {
      this.streams.delete(stream);
      this.streams.set(stream, { evolve, state, recorded });
      if (this.streams.size > this.capacity) this.streams.delete(this.streams.keys().next().value as string);
    }
    return { state, recorded };
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
