import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { settleBoards } from './live-boards.ts';
import { LiveStream } from './live-stream.ts';
import { liveStreamUrl } from './live-ticket.ts';
import { notePosition } from './read-position.ts';

/** The queries a change of `gameId` makes stale (each filter as for invalidateQueries). */
export type LiveRefresh = (gameId: string) => readonly InvalidateQueryFilters[];

/**
 * Keeps the given games live while the page is visible: one stream per game; on a change the
 * position is noted (so the refetch sends X-Min-Position and reads it), the cached leaderboards
 * the change carries patches for are patched (live-boards.ts), and the other queries `refresh`
 * names are invalidated, which refetches those on screen. Streams close while the page is hidden
 * and reopen when it is shown again, refetching once if anything changed meanwhile.
 */
export function useLiveGames(gameIds: readonly string[], refresh: LiveRefresh): void {
  const queryClient = useQueryClient();
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  // A stable dependency: the same games in a new array do not reopen their streams.
  const games = [...new Set(gameIds)].join(' ');

  useEffect(() => {
    if (!games) return;
    const streams = games.split(' ').map(
      (gameId) =>
        new LiveStream({
          url: () => liveStreamUrl(`/api/games/${encodeURIComponent(gameId)}/live`),
          onChange: (position, change) => {
            notePosition({ position });
            // Boards the change carries patches for are brought up to date here; the rest is refetched.
            const current = change.boards ? settleBoards(queryClient, gameId, change.boards) : new Set<string>();
            for (const filters of refreshRef.current(gameId)) {
              void queryClient.invalidateQueries({
                ...filters,
                predicate: (query) => !current.has(query.queryHash) && (filters.predicate?.(query) ?? true),
              });
            }
          },
        }),
    );
    const followVisibility = () => {
      const hidden = document.visibilityState === 'hidden';
      for (const stream of streams) {
        if (hidden) stream.stop();
        else stream.start();
      }
    };
    const backOnline = () => {
      for (const stream of streams) stream.retryNow();
    };
    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    window.addEventListener('online', backOnline);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      window.removeEventListener('online', backOnline);
      for (const stream of streams) stream.stop();
    };
  }, [games, queryClient]);
}

/** One game live (the leaderboard screen); see useLiveGames. */
export function useLiveGame(gameId: string, refresh: LiveRefresh): void {
  useLiveGames(gameId ? [gameId] : [], refresh);
}
