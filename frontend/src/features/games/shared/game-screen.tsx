import type { GameView } from '@golf/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useGame } from '../api/get-game.ts';
import { AdminsOnly } from './admins-only.tsx';
import { GameNotFound } from './game-not-found.tsx';

/**
 * Loads the game of the address (:gameId) and shows `children` with it, a spinner, or 'Game not
 * found'. Every screen that uses it changes the game, so only its admins get the form.
 */
export function GameScreen({ children }: { children: (game: GameView) => ReactNode }) {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  if (game.isPending) return <PageSpinner />;
  if (game.isError) return <GameNotFound />;
  if (game.data.accessLevel !== 'admin') return <AdminsOnly game={game.data} />;
  return children(game.data);
}

/** The round number of the address (:roundNumber), or null when it is not a whole number from 1. */
export function useRoundNumber(): number | null {
  const { roundNumber } = useParams();
  const value = Number(roundNumber);
  return Number.isInteger(value) && value >= 1 ? value : null;
}
