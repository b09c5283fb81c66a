import { RoundSummaryLoader } from '../../features/scoring/round-summary/round-summary-loader.tsx';
import '../../features/scoring/styles/round-summary.css';

/** /games/{gameId}/round-summary/{roundNumber}: every player's round by hole, then confirm and go on. */
export function RoundSummaryRoute() {
  return <RoundSummaryLoader />;
}
