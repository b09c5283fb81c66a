import { PageHeader } from '../../components/layout/page-header.tsx';
import { PlayersWizard } from '../../features/games/players/players-wizard.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameScreen } from '../../features/games/shared/game-screen.tsx';
import '../../features/games/styles/games.css';

/** /game/{gameId}/players: the add-players wizard. */
export function GamePlayersRoute() {
  return (
    <GameScreen>
      {(game) => (
        <div className="page">
          <BackLink to="/">Home</BackLink>
          <PageHeader title="Add Players" description={game.name} />
          <PlayersWizard game={game} />
        </div>
      )}
    </GameScreen>
  );
}
