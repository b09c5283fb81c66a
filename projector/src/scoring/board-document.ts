import type { LeaderboardDocument } from '@golf/read-db';
import type { PlayerFact } from './game-facts.ts';
import type { Board } from './game-outcome.ts';

/**
 * A board as `read.leaderboards` stores it: in the LeaderboardView contract's shape, each line
 * with its player as the leaderboard names them, so the API serves it without assembling it.
 * A line of a player no longer in the game (never the case after a recompute) is left out.
 */
export function boardDocument(board: Board, players: readonly PlayerFact[]): LeaderboardDocument {
  const byId = new Map(players.map((p) => [p.id, p]));
  return {
    entries: board.entries.flatMap(({ playerId, details, ...line }) => {
      const player = byId.get(playerId);
      return player ? [{ ...line, player, match: details.match, skins: details.skins, scorecards: details.scorecards }] : [];
    }),
    teams: board.teams,
    skins: board.results.skins,
    nassau: board.results.nassau,
    payouts: board.results.payouts,
    prizePoolCents: board.results.prizePoolCents,
    summary: board.results.summary,
  };
}
