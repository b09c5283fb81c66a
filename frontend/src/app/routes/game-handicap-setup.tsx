import { PageHeader } from '../../components/layout/page-header.tsx';
import { HandicapSetup } from '../../features/games/handicaps/handicap-setup.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameNotFound } from '../../features/games/shared/game-not-found.tsx';
import { RoundScreen } from '../../features/games/shared/round-screen.tsx';
import '../../features/games/styles/games.css';

/** /games/{gameId}/handicap-setup/{roundNumber}: course handicaps for a round. */
export function GameHandicapSetupRoute() {
  return (
    <RoundScreen notFound={() => <GameNotFound title="Game or Course Not Found" backTo="/games" backLabel="Back to Games" />}>
      {(data) => (
        <div className="page">
          <BackLink to={`/games/${data.game.id}/round-confirmation/${data.roundNumber}`}>Round setup</BackLink>
          <PageHeader title="Handicap Setup" description={data.game.name} />
          <HandicapSetup {...data} />
        </div>
      )}
    </RoundScreen>
  );
}
