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

declare global {
  interface Window {
    golfFirstScreenLive?: FirstScreenLive;
  }
}

/** The page's first-screen live stream, when the server's page started one. */
export const firstScreenLive = (): FirstScreenLive | undefined => (typeof window === 'undefined' ? undefined : window.golfFirstScreenLive);
