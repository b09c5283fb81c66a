import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { READ_MODELS_PROJECTOR } from '../checkpoint/projector-checkpoint.ts';
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
    SELECT json_array_length(view::json -> 'rounds') AS rounds FROM read.leaderboards WHERE game_id = ${gameId} AND round_number = ${OVERALL_LEADERBOARD}
  `);
}

/** A board a live change names: its round (0: overall), version and view as JSON text. */
export interface ChangedBoard {
  roundNumber: number;
  version: string;
  view: string;
}
const ChangedRow = z.object({
  checkpoint: z.bigint().nullable(),
  setAside: z.boolean(),
  roundNumber: z.number().int().nullable(),
  version: z.string().nullable(),
  view: z.string().nullable(),
});

/**
 * The game's boards whose version is not among `knownVersions` (every board when none are known),
 * as JSON text with their round (0: overall) and version, and the projector's checkpoint they
 * reflect (read in the same statement, so the boards are as of that position): what a live
 * change must tell viewers. `setAside`: the game's stream is set aside, its boards not current.
 */
export async function getLeaderboardViewsChanged(
  db: CommonQueryMethods,
  gameId: string,
  knownVersions: readonly string[],
): Promise<{ checkpoint: bigint; setAside: boolean; boards: ChangedBoard[] }> {
  if (!isGameUuid(gameId)) return { checkpoint: 0n, setAside: false, boards: [] };
  const rows = await db.any(sql.type(ChangedRow)`
    SELECT c.position AS checkpoint, c.set_aside AS "setAside", l.round_number AS "roundNumber", l.version, l.view::text AS view
    FROM (SELECT max(position) AS position,
            EXISTS (SELECT 1 FROM read.set_aside_streams s WHERE s.kind = 'game' AND s.stream_id = ${gameId.toLowerCase()}) AS set_aside
          FROM read.projector_checkpoint WHERE name = ${READ_MODELS_PROJECTOR}) c
    LEFT JOIN read.leaderboards l ON l.game_id = ${gameId} AND NOT (l.version = ANY(${sql.array(knownVersions, 'text')}))
    ORDER BY l.round_number
  `);
  const boards = rows.flatMap(({ roundNumber, version, view }) =>
    roundNumber !== null && version !== null && view !== null ? [{ roundNumber, version, view }] : [],
  );
  return { checkpoint: rows[0]?.checkpoint ?? 0n, setAside: rows[0]?.setAside ?? false, boards };
}
