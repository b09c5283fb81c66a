import { ScoringLoader } from '../../features/scoring/components/scoring-loader.tsx';
import '../../features/scoring/styles/scoring.css';

/** /game/{gameId}/scoring: hole-by-hole entry for the round in play. */
export function GameScoringRoute() {
  return <ScoringLoader />;
}
