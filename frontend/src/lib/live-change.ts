import { LiveChange } from '@golf/contracts';

/**
 * The URL of a game's live stream. The session token rides in the query string because a
 * browser EventSource cannot send an Authorization header; without a session there is no stream.
 */
export function liveGameUrl(gameId: string, token: string | null): string | null {
  if (!token) return null;
  return `/api/games/${encodeURIComponent(gameId)}/live?token=${encodeURIComponent(token)}`;
}

/** The position a `changed` event's data names, or null when the data is not one. */
export function changePosition(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.position : null;
  } catch {
    return null;
  }
}

/**
 * Whether a change at `position` is news to a page that last refreshed at `lastSeen`. A stream
 * (re)opens with the current checkpoint: after a spell hidden, the page refetches only if
 * something happened meanwhile.
 */
export function isNewer(position: string, lastSeen: string | null): boolean {
  return lastSeen === null || BigInt(position) > BigInt(lastSeen);
}
