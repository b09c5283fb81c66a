import { createHash } from 'node:crypto';

/** Namespace of every id this app derives (a fixed random uuid, as RFC 9562 §5.5 asks for). */
const GOLF_NAMESPACE = Buffer.from('8b0c5f7e4a6d4c1fa3e9d2b7c6a15f04', 'hex');

/**
 * A name-based uuid (version 5: SHA-1 of namespace + name): the same name always gives the
 * same id, so ids taken from a client's Idempotency-Key are the same on every retry.
 */
export function derivedUuid(name: string): string {
  const bytes = createHash('sha1').update(GOLF_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An Idempotency-Key as its caller's own (`caller`: a user id; null for a caller without an
 * account): the same key sent by two callers names two different commands.
 */
export function callersKey(caller: string | null, idempotencyKey: string): string {
  return `${caller ?? 'anonymous'}:${idempotencyKey}`;
}

/**
 * Id of the `index`-th event a command appends to `stream` when the request of `caller` carried
 * `idempotencyKey`. The stream and the caller are part of the name, so one key reused on two
 * streams, or by two callers on one stream, never makes clashing ids, and never finds the
 * other's run.
 */
export function idempotentEventId(caller: string | null, idempotencyKey: string, stream: string, index: number): string {
  return derivedUuid(`event:${stream}:${callersKey(caller, idempotencyKey)}:${index}`);
}
