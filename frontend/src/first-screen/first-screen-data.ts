import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The server's first screen (decisions 0431, 0740): the public screens a phone opens from a link
 * (sign-in, a join link, the TV view, a viewer link's board) arrive as HTML in the app's root,
 * with the reads they show inlined as `[queryKey, data]` pairs. The app starts from those reads
 * instead of asking for them again, so its first render is the server's and it adopts the HTML
 * (hydration).
 */
export type FirstScreenSeed = Array<[QueryKey, unknown]>;

/**
 * On the app's root when the server drew a screen in it: `adopt` when the app's first render for
 * a visitor is that screen (it hydrates it), `replace` when it depends on what the phone holds
 * (a leaderboard's address without a code: the phone's pass), so the app draws its own.
 */
export const FIRST_SCREEN_DRAWN_ATTRIBUTE = 'data-drawn';
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The reads the server inlined in this page, or none. */
export function readFirstScreenSeed(): FirstScreenSeed {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(script.textContent);
    return Array.isArray(parsed) ? (parsed as FirstScreenSeed) : [];
  } catch {
    return [];
  }
}

/** Puts the server's reads in the cache, as if the app had just read them. */
export function seedQueries(queryClient: QueryClient, seed: FirstScreenSeed): void {
  for (const [queryKey, data] of seed) queryClient.setQueryData(queryKey, data);
}
