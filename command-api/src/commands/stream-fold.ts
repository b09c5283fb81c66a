import type { NewEvent } from '@golf/events';
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
