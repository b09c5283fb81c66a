import { LiveChange } from '@golf/contracts';

/** A `changed` event's data (the position, and the patches of the boards it moved), or null when the data is not one. */
export function parseChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The position a `changed` event's data names, or null when the data is not one. */
export function changePosition(data: unknown): string | null {
  return parseChange(data)?.position ?? null;
}

/**
 * Whether a change at `position` is news to a page that last refreshed at `lastSeen`. A stream
 * (re)opens with the current checkpoint: after a spell hidden, the page refetches only if
 * something happened meanwhile.
 */
export function isNewer(position: string, lastSeen: string | null): boolean {
  return lastSeen === null || BigInt(position) > BigInt(lastSeen);
}
