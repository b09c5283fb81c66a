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
 * Id of the `index`-th event a command appends to `stream` when the request carried
 * `idempotencyKey`. The stream is part of the name, so one key reused on two streams (or by
 * two users on their own streams) never makes clashing ids.
 */
export function idempotentEventId(idempotencyKey: string, stream: string, index: number): string {
  return derivedUuid(`event:${stream}:${idempotencyKey}:${index}`);
}
