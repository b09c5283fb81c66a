import type { CourseView, GameView, PlayerRoundView } from '@golf/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCourse } from '../api/get-course.ts';
import { useGame } from '../api/get-game.ts';
import { usePlayerRounds } from '../api/get-player-rounds.ts';
import { AdminsOnly } from './admins-only.tsx';

export type RoundScreenData = { game: GameView; roundNumber: number; course: CourseView; playerRounds: PlayerRoundView[] };

type RoundScreenProps = {
  /** Shown when the game, the round or its course cannot be found. */
  notFound: (game: GameView | null, roundNumber: number | null) => ReactNode;
  children: (data: RoundScreenData) => ReactNode;
};

/**
 * Loads the game, round (:roundNumber), the round's course with its tees, and the players'
 * rounds, for a screen that sets the round up: its admins only.
 */
export function RoundScreen({ notFound, children }: RoundScreenProps) {
  const { gameId = '', roundNumber: roundParam } = useParams();
  const roundNumber = Number(roundParam);
  const validRound = Number.isInteger(roundNumber) && roundNumber >= 1 ? roundNumber : null;
  const game = useGame(gameId);
  const round = game.data?.rounds.find((r) => r.roundNumber === validRound) ?? null;
  const course = useCourse(round?.courseId ?? null);
  const playerRounds = usePlayerRounds(gameId);

  if (game.isPending || playerRounds.isPending || (round && course.isPending)) return <PageSpinner />;
  if (game.isError) return notFound(null, validRound);
  if (game.data.accessLevel !== 'admin') return <AdminsOnly game={game.data} />;
  if (!round || validRound === null || course.isError || !course.data) return notFound(game.data, validRound);
  return children({
    game: game.data,
    roundNumber: validRound,
    course: course.data,
    playerRounds: playerRounds.isError ? [] : playerRounds.data,
  });
}
