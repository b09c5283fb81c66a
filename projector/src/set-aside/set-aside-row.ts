import { z } from 'zod';
import { streamNames } from '@golf/events';
import type { SetAsideKind, SetAsideStreamRow } from '@golf/read-db';
import type { StreamFailure } from './find-failing-events.ts';

/** The longest error text kept: enough to find the cause, never a whole document. */
const MAX_ERROR_LENGTH = 600;

const KINDS: ReadonlyArray<[SetAsideKind, string]> = [
  ['game', streamNames.game('')],
  ['trip', streamNames.trip('')],
  ['course', streamNames.course('')],
  ['user', streamNames.user('')],
];

/** A stream's kind by its name's prefix, and its id in lower case ('other' keeps the whole name). */
export function streamKindOf(stream: string): { kind: SetAsideKind; streamId: string } {
  for (const [kind, prefix] of KINDS) if (stream.startsWith(prefix)) return { kind, streamId: stream.slice(prefix.length).toLowerCase() };
  return { kind: 'other', streamId: stream };
}

/** The error in a line a person can act on: a schema's refusal names each field and what it wants. */
export function failureText(error: unknown): string {
  let text: string;
  if (error instanceof z.core.$ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`);
    text = `The event's data does not fit its schema (${issues.join('; ')})`;
  } else {
    text = error instanceof Error ? `${error.message}` : String(error);
  }
  const line = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}

/** The set-aside row of a failure; a retry's count and time when a retry met it. */
export function setAsideRow(failure: StreamFailure, retry: { retries: number; at: string | null }): SetAsideStreamRow {
  const { event } = failure;
  return {
    stream: event.stream,
    ...streamKindOf(event.stream),
    fromPosition: event.position,
    eventId: event.id,
    eventType: event.type,
    eventRecordedAt: event.recordedAt.toISOString(),
    projection: failure.projection,
    error: failureText(failure.error),
    retries: retry.retries,
    lastRetryAt: retry.at,
  };
}
