import type { LeaderboardView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { leaderboardKeys } from '../api/leaderboard-keys.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { usePassFromCode } from '../hooks/use-pass-from-code.ts';
import { TvBoard } from './tv-board.tsx';
import { useScreenAwake } from './use-screen-awake.ts';

/**
 * /game/{gameId}/tv: opened from the viewer link's TV twin (`?code=` the view code). A screen
 * nobody is signed in on swaps the code for a spectator pass first, every time it opens: a pass
 * kept from before may have died with regenerated codes while the link on the screen is new.
 * If the swap fails, a pass kept from before still gets its chance; then the board stays live.
 * Meanwhile a board the server sent with the page is shown (decision 0431).
 */
export function TvScreen({ signedIn, follow }: { signedIn: boolean; follow?: (gameId: string) => ReactNode }) {
  const { gameId = '' } = useParams();
  const [search] = useSearchParams();
  // A screen someone is signed in on reads with their session: its code needs no swap.
  const pass = usePassFromCode(gameId, signedIn ? null : search.get('code'), { signedIn });
  const sent = useQueryClient().getQueryData<LeaderboardView>(leaderboardKeys.overall(gameId));
  useScreenAwake();
  if (pass === 'failed') return <TvMessage text="This link no longer opens the game: ask for the new viewer link." />;
  if (pass === 'swapping') return sent ? <TvBoard view={sent} /> : <PageSpinner />;
  return <TvLeaderboard gameId={gameId} follow={follow} />;
}

function TvLeaderboard({ gameId, follow }: { gameId: string; follow?: ((gameId: string) => ReactNode) | undefined }) {
  const leaderboard = useLeaderboard(gameId);
  const repairing = useRecheckWhileRepairing(leaderboard);
  useLiveLeaderboard(repairing || (leaderboard.isError && leaderboard.data === undefined) ? '' : gameId);
  if (leaderboard.isPending) return <PageSpinner />;
  // Not the last standings: they are not current while the game is being repaired.
  if (repairing) return <TvMessage text={parseApiError(leaderboard.error).message ?? 'This game is being repaired.'} />;
  if (!leaderboard.data) return <TvMessage text="This game cannot be shown: ask for the new viewer link." />;
  return (
    <>
      <TvBoard view={leaderboard.data} />
      {follow ? <div className="tv__follow">{follow(gameId)}</div> : null}
    </>
  );
}

function TvMessage({ text }: { text: string }) {
  return (
    <div className="tv tv--message">
      <p className="tv__empty">{text}</p>
    </div>
  );
}
