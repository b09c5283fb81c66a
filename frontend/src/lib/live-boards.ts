import type { LeaderboardView, LiveChange } from '@golf/contracts';
import { applyPatch, PatchMismatchError } from '@golf/contracts/live-plain';
import type { Query, QueryClient } from '@tanstack/react-query';

type BoardPatches = NonNullable<LiveChange['boards']>;

/** A cached leaderboard of `gameId` (any screen's query that holds one), told by its shape. */
function boardOf(query: Query, gameId: string): LeaderboardView | null {
  const data = query.state.data as Partial<LeaderboardView> | undefined;
  if (!data || typeof data !== 'object' || data.gameId !== gameId || !Array.isArray(data.entries) || !('round' in data)) return null;
  return data as LeaderboardView;
}

/**
 * Brings the cached leaderboards of `gameId` up to a live change that carries the boards it
 * moved: a board held at a patch's base version is patched in place (its fetch in flight, which
 * may answer an older board, is cancelled); a board already at the new version is left; a board
 * the change did not move is left. Answers the query hashes that are now current, so the caller
 * refetches every other query of the game, and those boards the patches did not fit.
 */
export function settleBoards(queryClient: QueryClient, gameId: string, boards: BoardPatches): Set<string> {
  const byRound = new Map(boards.map((board) => [board.round, board]));
  const current = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const board = boardOf(query, gameId);
    if (!board) continue;
    const patch = byRound.get(board.round ?? 0);
    if (!patch || board.version === patch.version) {
      current.add(query.queryHash);
      continue;
    }
    if (board.version !== patch.base) continue;
    try {
      const patched = applyPatch(board, patch.patch);
      void queryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
      queryClient.setQueryData(query.queryKey, patched);
      current.add(query.queryHash);
    } catch (error) {
      if (!(error instanceof PatchMismatchError)) throw error;
    }
  }
  return current;
}
