import { InvalidAppendError, type ExpectedRevision, type NewEvent, type ReadAllFrom } from './event-store.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an append request before it reaches a database, so every adapter rejects the same bad
 * input with the same clear message. Stream names starting with `$` are reserved (EventStoreDB
 * system streams), so neither adapter accepts them.
 */
export function validateAppend(stream: unknown, events: unknown, expectedRevision: unknown): void {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw new InvalidAppendError('The stream name must be a non-empty string');
  }
  if (stream.startsWith('$')) throw new InvalidAppendError(`Stream names starting with "$" are reserved: ${stream}`);
  validateExpectedRevision(expectedRevision);
  if (!Array.isArray(events)) throw new InvalidAppendError('events must be an array');
  if (events.length === 0) {
    throw new InvalidAppendError(`Nothing to append to ${stream}: skip the append when there are no events`);
  }
  const seen = new Set<string>();
  events.forEach((event: Partial<NewEvent> | null, index) => {
    const where = `event ${index} of the append to ${stream}`;
    if (typeof event !== 'object' || event === null) throw new InvalidAppendError(`${where} is not an object`);
    if (typeof event.id !== 'string' || !uuidPattern.test(event.id)) {
      throw new InvalidAppendError(`${where} needs a uuid id, got ${JSON.stringify(event.id)}`);
    }
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new InvalidAppendError(`${where} repeats the id ${event.id}`);
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0) {
      throw new InvalidAppendError(`${where} needs a non-empty type`);
    }
    if (event.type.startsWith('$')) throw new InvalidAppendError(`${where}: types starting with "$" are reserved`);
    if (typeof event.metadata !== 'object' || event.metadata === null) {
      throw new InvalidAppendError(`${where} needs a metadata object`);
    }
  });
}

function validateExpectedRevision(expected: unknown): asserts expected is ExpectedRevision {
  if (expected === 'no_stream' || expected === 'any') return;
  if (typeof expected === 'bigint' && expected >= 0n) return;
  throw new InvalidAppendError(
    `expectedRevision must be 'no_stream', 'any' or a bigint >= 0n, got ${typeof expected === 'bigint' ? `${expected}n` : JSON.stringify(expected)}`,
  );
}

/** Checks readStream's arguments; a bad value is a RangeError naming it. */
export function validateStreamRead(stream: unknown, fromRevision: unknown): asserts stream is string {
  if (typeof stream !== 'string' || stream.length === 0) throw new RangeError('The stream name must be a non-empty string');
  if (fromRevision === undefined || (typeof fromRevision === 'bigint' && fromRevision >= 0n)) return;
  throw new RangeError(`fromRevision must be a bigint >= 0n, got ${String(fromRevision)}`);
}

/** Checks readAll / subscribeAll options; a bad value is a RangeError naming it. */
export function validateReadAllFrom(fromPosition: unknown): asserts fromPosition is ReadAllFrom {
  if (fromPosition === 'start') return;
  if (typeof fromPosition === 'bigint' && fromPosition >= 0n) return;
  throw new RangeError(`fromPosition must be 'start' or a bigint >= 0n, got ${String(fromPosition)}`);
}

/** Checks a countAll request: positions as readAll takes them, an inclusive upper bound, a cap. */
export function validateCountAll(fromPosition: unknown, toPosition: unknown, limit: unknown): void {
  validateReadAllFrom(fromPosition);
  if (typeof toPosition !== 'bigint' || toPosition < 0n)
    throw new RangeError(`toPosition must be a bigint >= 0n, got ${String(toPosition)}`);
  validateLimit('limit', limit);
}

export function validateLimit(name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  }
}

/** JSON text of a value, or an InvalidAppendError naming what could not be serialised. */
export function toJsonText(value: unknown, what: string): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  } catch (error) {
    throw new InvalidAppendError(`${what} cannot be stored as JSON: ${(error as Error).message}`);
  }
}
