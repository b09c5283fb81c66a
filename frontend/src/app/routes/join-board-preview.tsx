import type { LeaderboardView } from '@golf/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { firstScreenLive } from '../../first-screen/live/live-handle.ts';
import { leaderboardKeys } from '../../features/leaderboard/api/leaderboard-keys.ts';
import { LeaderboardBody } from '../../features/leaderboard/components/leaderboard-body.tsx';

/**
 * A viewer link's page shows the state of play under its card (decision 0432): the board the
 * server read with the page, so a spectator sees names, positions and totals before anything
 * else loads, kept current by the page's own live stream, which this screen follows once the app
 * runs instead of opening another (decision 0560). 'Enter Game' then opens the live leaderboard.
 * Without the server's read (a code typed here) there is nothing to show until the game is entered.
 */
export function JoinBoardPreview({ gameId }: { gameId: string }) {
  const queryClient = useQueryClient();
  const key = leaderboardKeys.overall(gameId);
  // Only what the cache holds (no pass to read it with before 'Enter Game'); redrawn when the stream moves it.
  const { data: board } = useQuery<LeaderboardView>({ queryKey: key, queryFn: skipToken });
  // Before the server's copy is handed off (a child's layout effect runs first), so the stream is not let go.
  useLayoutEffect(
    () => firstScreenLive()?.follow((next) => queryClient.setQueryData(leaderboardKeys.overall(gameId), next)),
    [gameId, queryClient],
  );
  if (!board) return null;
  return (
    <section className="join-board" aria-label="State of play">
      <h2 className="join-board__title">State of play</h2>
      <LeaderboardBody view={board} />
    </section>
  );
}
