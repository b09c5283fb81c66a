/**
 * Read-your-writes. Every command answer carries `position`, the global position of its last
 * event; the read tables may trail the event log by a moment. Reads send the highest position
 * seen as `X-Min-Position`, and the API waits (briefly) until its tables include it, so the screen
 * after a change always shows that change.
 */
let highest: bigint | null = null;

const POSITION = /^\d{1,19}$/;

/** Remembers the `position` of an answer, if it has one. */
export function notePosition(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('position' in body)) return;
  const { position } = body as { position: unknown };
  if (typeof position !== 'string' || !POSITION.test(position)) return;
  const value = BigInt(position);
  if (highest === null || value > highest) highest = value;
}

/** The position reads must wait for, or null before any command answered. */
export function minReadPosition(): string | null {
  return highest === null ? null : highest.toString();
}

/** Forget what was seen (tests). */
export function resetReadPosition(): void {
  highest = null;
}
