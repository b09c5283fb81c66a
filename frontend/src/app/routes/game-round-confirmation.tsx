import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { RoundConfirmation } from '../../features/games/round-confirmation/round-confirmation.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameNotFound } from '../../features/games/shared/game-not-found.tsx';
import { RoundScreen } from '../../features/games/shared/round-screen.tsx';
import '../../features/games/styles/games.css';

/** /games/{gameId}/round-confirmation/{roundNumber}: tees, course handicaps, confirm and start. */
export function GameRoundConfirmationRoute() {
  return (
    <RoundScreen
      notFound={(game, roundNumber) =>
        game && roundNumber !== null && roundNumber <= game.numberOfRounds ? (
          <div className="not-found">
            <h1 className="not-found__title">Please select a course for round {roundNumber}.</h1>
            <Link to={`/game/${game.id}/course-selection`} className={buttonClass('primary')}>
              Choose Courses
            </Link>
          </div>
        ) : (
          <GameNotFound />
        )
      }
    >
      {(data) => (
        <div className="page">
          <BackLink to={`/game/${data.game.id}/course-selection`}>Courses</BackLink>
          <PageHeader title={`Round ${data.roundNumber} Setup`} description={data.game.name} />
          <RoundConfirmation {...data} />
        </div>
      )}
    </RoundScreen>
  );
}
