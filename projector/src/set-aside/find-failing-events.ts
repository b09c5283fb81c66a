import type { DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import type { BatchContext, ProjectionFailedError } from '../projection.ts';
import { isDataFault } from './data-fault.ts';

/** An event a projection cannot apply: its stream waits from there. */
export interface StreamFailure {
  event: RecordedEvent;
  projection: string;
  error: unknown;
}

type Attempt = (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => Promise<unknown>;

/** Thrown to roll a probe's savepoint back once it went through: a probe only asks, it never keeps. */
class ProbeDone extends Error {}

/** Runs `attempt` on `events` in a savepoint that is always rolled back; answers its data fault, or null when it went through. */
async function probe(tx: DatabaseTransactionConnection, attempt: Attempt, events: readonly RecordedEvent[]): Promise<unknown> {
  try {
    await tx.transaction(async (savepoint) => {
      await attempt(savepoint, events);
      throw new ProbeDone();
    });
  } catch (error) {
    if (error instanceof ProbeDone) return null;
    if (!isDataFault(error)) throw error;
    return error;
  }
  return null;
}

/** Of `streams` (whose events together fail), the ones that fail alone, by halves: about 2·k·log₂(n) probes for k of n. */
async function failingStreams(streams: readonly string[], fails: (streams: readonly string[]) => Promise<boolean>): Promise<string[]> {
  if (streams.length <= 1) return [...streams];
  const half = Math.ceil(streams.length / 2);
  const found: string[] = [];
  for (const part of [streams.slice(0, half), streams.slice(half)]) {
    if (await fails(part)) found.push(...(await failingStreams(part, fails)));
  }
  return found;
}

/**
 * The events the failed projection cannot apply among `events` (those it was given, log order):
 * the streams that fail on their own (by halves, for a batch projection; the event's own stream
 * for an event projection), and in each the first event whose prefix of the stream fails (a
 * binary search). Every probe runs in a savepoint rolled back afterwards. Empty when no stream
 * fails alone (the failure came from events together, or went away): the caller gives up then.
 */
export async function findFailingEvents(
  tx: DatabaseTransactionConnection,
  failure: ProjectionFailedError,
  events: readonly RecordedEvent[],
  context: BatchContext,
): Promise<StreamFailure[]> {
  const projection = failure.failed;
  const attempt: Attempt =
    'applyBatch' in projection
      ? (savepoint, some) => projection.applyBatch(savepoint, some, context)
      : async (savepoint, some) => {
          for (const event of some) await projection.apply(savepoint, event);
        };
  const byStream = new Map<string, RecordedEvent[]>();
  for (const event of events) byStream.set(event.stream, [...(byStream.get(event.stream) ?? []), event]);
  const ofStreams = (streams: readonly string[]) => events.filter((event) => streams.includes(event.stream));
  const suspects =
    'applyBatch' in projection
      ? await failingStreams([...byStream.keys()], async (streams) => (await probe(tx, attempt, ofStreams(streams))) !== null)
      : [failure.event.stream];
  const found: StreamFailure[] = [];
  for (const stream of suspects) {
    const own = byStream.get(stream) ?? [];
    let error = await probe(tx, attempt, own);
    if (error === null) continue;
    let [low, high] = [0, own.length - 1];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const failed = await probe(tx, attempt, own.slice(0, middle + 1));
      if (failed === null) low = middle + 1;
      else [high, error] = [middle, failed];
    }
    found.push({ event: own[low]!, projection: projection.name, error });
  }
  return found;
}
