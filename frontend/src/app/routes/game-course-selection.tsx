import type { GameView } from '@golf/contracts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { CourseFinder } from '../../features/courses/components/course-finder.tsx';
import { withReturnTo } from '../../lib/return-to.ts';
import { useCourses } from '../../features/games/api/get-courses.ts';
import { useTripCourses } from '../../features/games/api/get-trip-courses.ts';
import { offeredCourses } from '../../features/games/course-selection/course-options.ts';
import { CourseSelectionWizard } from '../../features/games/course-selection/course-selection-wizard.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { GameScreen } from '../../features/games/shared/game-screen.tsx';
import '../../features/games/styles/games.css';

function CourseSelection({ game }: { game: GameView }) {
  const courses = useCourses();
  const tripCourses = useTripCourses(game.tripId);
  if (courses.isPending || (game.tripId && tripCourses.isPending)) return <PageSpinner />;
  if (courses.isError) {
    return <p className="form__error">Failed to fetch courses</p>;
  }
  const venues = tripCourses.data ?? [];
  // A trip's game plays the trip's venues only; any other finds its course in the directory right here.
  const manualAddHref = withReturnTo('/courses/add', `/game/${game.id}/course-selection`);
  const courseFinder =
    venues.length > 0
      ? null
      : (onAdded: (courseId: string) => void) => <CourseFinder onAdded={(course) => onAdded(course.id)} manualAddHref={manualAddHref} />;
  return (
    <CourseSelectionWizard
      game={game}
      courses={offeredCourses(courses.data, venues)}
      tripCourseCount={venues.length}
      courseFinder={courseFinder}
    />
  );
}

/** /game/{gameId}/course-selection: one course per round. */
export function GameCourseSelectionRoute() {
  return (
    <GameScreen>
      {(game) => (
        <div className="page">
          <BackLink to={`/game/${game.id}/players`}>Players</BackLink>
          <PageHeader title="Select Courses" description={game.name} />
          <CourseSelection game={game} />
        </div>
      )}
    </GameScreen>
  );
}
