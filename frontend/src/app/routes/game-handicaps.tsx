import type { GameView } from '@golf/contracts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { usePlayerRounds } from '../../features/games/api/get-player-rounds.ts';
import { ManageHandicaps } from '../../features/games/handicaps/manage-handicaps.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameScreen } from '../../features/games/shared/game-screen.tsx';
import '../../features/games/styles/games.css';

function Handicaps({ game }: { game: GameView }) {
  const playerRounds = usePlayerRounds(game.id);
  if (playerRounds.isPending) return <PageSpinner />;
  return <ManageHandicaps game={game} playerRounds={playerRounds.data ?? []} />;
}

/** /game/{gameId}/handicaps: manage handicaps. Back goes to the edit page. */
export function GameHandicapsRoute() {
  return (
    <GameScreen>
      {(game) => (
        <div className="page">
          <BackLink to={`/game/${game.id}/edit`}>Edit Game</BackLink>
          <PageHeader title="Manage Handicaps" description={game.name} />
          <Handicaps game={game} />
        </div>
      )}
    </GameScreen>
  );
}
