import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { GameSetupForm } from '../../features/games/game-setup/game-setup-form.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import '../../features/games/styles/games.css';

/** /game-setup?gameType=…&tripId=… */
export function GameSetupRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <BackLink to="/game-type-selection">Game types</BackLink>
      <PageHeader title="New Game" description="Set up the format, scoring and prizes." />
      <GameSetupForm gameType={params.get('gameType')} tripId={params.get('tripId')} />
    </div>
  );
}
