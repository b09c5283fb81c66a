import type { GameSummaryView } from '@golf/contracts';

/**
 * At most this many current games stay live on home. Each live game holds a connection open,
 * and a browser speaking HTTP/1.1 allows six per server: beyond three, streams would starve the
 * page's own requests. Three covers the usual case (one game in play, a few at a golf trip).
 */
export const MAX_LIVE_HOME_GAMES = 3;

/** The games home keeps live: the current ones (in progress), in the order home lists them. */
export function liveHomeGameIds(games: readonly Pick<GameSummaryView, 'id' | 'status'>[] | undefined): string[] {
  return (games ?? [])
    .filter((game) => game.status === 'in_progress')
    .slice(0, MAX_LIVE_HOME_GAMES)
    .map((game) => game.id);
}
