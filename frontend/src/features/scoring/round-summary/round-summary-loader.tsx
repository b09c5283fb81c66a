import { Navigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useGame } from '../api/get-game.ts';
import { useRoundLeaderboard } from '../api/get-round-leaderboard.ts';
import { GameMissing } from '../components/game-missing.tsx';
import { RoundSummaryScreen } from './round-summary-screen.tsx';

/** Loads the game and the round's cards as the server derives them; confirming a round is the admins' (others see the leaderboard). */
export function RoundSummaryLoader() {
  const { gameId = '', roundNumber: roundParam } = useParams();
  const roundNumber = Number(roundParam);
  const validRound = Number.isInteger(roundNumber) && roundNumber >= 1;
  const game = useGame(gameId);
  const inGame = validRound && game.data !== undefined && roundNumber <= game.data.numberOfRounds;
  const leaderboard = useRoundLeaderboard(gameId, roundNumber, inGame);

  if (game.isPending) return <PageSpinner />;
  if (game.isError) return <GameMissing />;
  if (game.data.accessLevel !== 'admin') return <Navigate to={`/game/${gameId}/leaderboard`} replace />;
  if (!inGame)
    return (
      <GameMissing
        title="Round not found"
        text={`This game has ${game.data.numberOfRounds} round${game.data.numberOfRounds === 1 ? '' : 's'}.`}
        to={`/game/${gameId}/leaderboard`}
        action="Leaderboard"
      />
    );
  if (leaderboard.isPending) return <PageSpinner />;
  if (leaderboard.isError)
    return (
      <GameMissing
        title="Scores could not be loaded"
        text="Check your connection and open the round again."
        to={`/game/${gameId}/scoring`}
        action="Back to Scoring"
      />
    );
  return <RoundSummaryScreen game={game.data} roundNumber={roundNumber} leaderboard={leaderboard.data} />;
}
