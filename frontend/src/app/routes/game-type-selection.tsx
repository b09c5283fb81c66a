import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/layout/back-link.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { GameTypeList } from '../../features/games/game-types/game-type-list.tsx';
import '../../features/games/styles/games.css';

export function GameTypeSelectionRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <BackLink to="/">Back</BackLink>
      <PageHeader title="Choose Game Type" description="Pick the format your group will play." />
      <GameTypeList tripId={params.get('tripId')} />
    </div>
  );
}
