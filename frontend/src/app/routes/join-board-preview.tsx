import type { LeaderboardView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { leaderboardKeys } from '../../features/leaderboard/api/leaderboard-keys.ts';
import { LeaderboardBody } from '../../features/leaderboard/components/leaderboard-body.tsx';

/**
 * A viewer link's page shows the state of play under its card (decision 0432): the board the
 * server read with the page, so a spectator sees names, positions and totals before anything
 * else loads. 'Enter Game' then opens the live leaderboard. Without the server's read (a code
 * typed here) there is nothing to show until the game is entered.
 */
export function JoinBoardPreview({ gameId }: { gameId: string }) {
  const board = useQueryClient().getQueryData<LeaderboardView>(leaderboardKeys.overall(gameId));
  if (!board) return null;
  return (
    <section className="join-board" aria-label="State of play">
      <h2 className="join-board__title">State of play</h2>
      <LeaderboardBody view={board} />
    </section>
  );
}
