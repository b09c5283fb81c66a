import type { GameView } from '@golf/contracts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useCourses } from '../../features/games/api/get-courses.ts';
import { useTripCourses } from '../../features/games/api/get-trip-courses.ts';
import { offeredCourses } from '../../features/games/course-selection/course-options.ts';
import { EditGameForm } from '../../features/games/edit-game/edit-game-form.tsx';
import { GameProgressCard } from '../../features/games/edit-game/game-progress-card.tsx';
import { RoundsManager } from '../../features/games/edit-game/rounds-manager.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameScreen } from '../../features/games/shared/game-screen.tsx';
import { ShareGameButton } from '../../features/games/sharing/share-game-button.tsx';
import '../../features/games/styles/games.css';

function EditGame({ game }: { game: GameView }) {
  const courses = useCourses();
  // A trip game's rounds choose among the trip's courses, as in course selection.
  const venues = useTripCourses(game.tripId);
  const waiting = !courses.data || (game.tripId !== null && venues.isPending);
  return (
    <>
      <EditGameForm key={`${game.name}|${game.scoringType}`} game={game} />
      <RoundsManager game={game} courses={waiting ? null : offeredCourses(courses.data, venues.data ?? [])} />
      <GameProgressCard game={game} />
    </>
  );
}

/** /game/{gameId}/edit */
export function GameEditRoute() {
  return (
    <GameScreen>
      {(game) => (
        <div className="page">
          <BackLink to="/games">Games</BackLink>
          <PageHeader title="Edit Game" description={game.name} />
          <ShareGameButton gameId={game.id} gameName={game.name} />
          <EditGame game={game} />
        </div>
      )}
    </GameScreen>
  );
}
