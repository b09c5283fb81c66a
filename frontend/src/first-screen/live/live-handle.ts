import type { LeaderboardView } from '@golf/contracts';

/**
 * What the first screen's live script (first-screen-live.ts) offers the app on the page, as
 * `window.golfFirstScreenLive`: the one live stream a viewer link's page opened with the ticket
 * the server put in it (decision 0560). The app's own screen follows it instead of opening a
 * second stream, and lets it go when that screen is no longer shown.
 */
export interface FirstScreenLive {
  /** Calls `onBoard` with the board held now and with each newer one; answers the unfollow. */
  follow(onBoard: (board: LeaderboardView) => void): () => void;
  /** The server's drawn screen is gone: the stream closes once nobody follows it. */
  release(): void;
}

/**
 * The stream as the page's first script opened it, before the live script arrived (decision 0850;
 * command-api/src/frontend/first-screen-opener.ts): the stream, the `changed` frames it brought
 * meanwhile, and `stop` to keep no more of them.
 */
export interface FirstScreenStream {
  source: EventSource;
  early: MessageEvent<string>[];
  stop(): void;
}

declare global {
  interface Window {
    golfFirstScreenLive?: FirstScreenLive;
    golfFirstScreenStream?: FirstScreenStream;
  }
}

/**
 * What the server puts in a viewer link's page beside the reads (JSON in this element): the
 * stream's URL with its ticket, the app's chunks to preload, and on the leaderboard's own page the
 * spectator's pass (decision 0742).
 */
export const FIRST_SCREEN_LIVE_ID = 'first-screen-live';

/**
 * The spectator's pass the server put in this page for `gameId` and its view code `code` (a
 * viewer link's join or leaderboard page: what 'Enter Game' would have swapped the code for), or null.
 */
export function firstScreenPass(gameId: string, code: string): string | null {
  if (typeof document === 'undefined') return null;
  try {
    const live = JSON.parse(document.getElementById(FIRST_SCREEN_LIVE_ID)?.textContent ?? 'null') as {
      stream?: unknown;
      pass?: { token?: unknown; code?: unknown };
    } | null;
    const forGame = typeof live?.stream === 'string' && live.stream.startsWith(`/api/games/${gameId.toLowerCase()}/live?`);
    const token = live?.pass?.token;
    return forGame && live?.pass?.code === code.toUpperCase() && typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** The page's first-screen live stream, when the server's page started one. */
export const firstScreenLive = (): FirstScreenLive | undefined => (typeof window === 'undefined' ? undefined : window.golfFirstScreenLive);
