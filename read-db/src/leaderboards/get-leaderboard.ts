import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isGameUuid } from '../games/game-rows.ts';

/** The overall leaderboard's round number in `read.leaderboards`. */
export const OVERALL_LEADERBOARD = 0;

const StoredView = z.object({ version: z.string(), view: z.string().nullable() });

/**
 * A stored leaderboard view as JSON text (`roundNumber` 0: OVERALL_LEADERBOARD) with its version;
 * when the caller already holds `knownVersion` and it is still current, `view` is null and
 * nothing is sent from the database. Null when there is no such board. The text is the games
 * projection's output in the LeaderboardView shape, passed on as it is.
 */
export async function getLeaderboardView(
  db: CommonQueryMethods,
  gameId: string,
  roundNumber: number,
  knownVersion: string | null = null,
): Promise<{ version: string; view: string | null } | null> {
  if (!isGameUuid(gameId)) return null;
  return db.maybeOne(sql.type(StoredView)`
    SELECT version, CASE WHEN version = ${knownVersion} THEN NULL ELSE view::text END AS view
    FROM read.leaderboards WHERE game_id = ${gameId} AND round_number = ${roundNumber}
  `);
}

/** How many rounds the game's leaderboards cover; null when the game has none (no such game). */
export async function getLeaderboardRoundCount(db: CommonQueryMethods, gameId: string): Promise<number | null> {
  if (!isGameUuid(gameId)) return null;
  return db.maybeOneFirst(sql.type(z.object({ rounds: z.number().int() }))`
    SELECT json_array_length(view -> 'rounds') AS rounds FROM read.leaderboards WHERE game_id = ${gameId} AND round_number = ${OVERALL_LEADERBOARD}
  `);
}
