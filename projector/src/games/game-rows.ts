import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { initialQuota, isHoleCount } from '@golf/golf';

export type Tx = DatabaseTransactionConnection;

/** Every game event moves the game's updated_at to its occurredAt (as the command side's state does). */
export async function touchGame(tx: Tx, gameId: string, at: string): Promise<void> {
  await tx.query(sql.unsafe`UPDATE read.games SET updated_at = ${at} WHERE id = ${gameId}`);
}

/**
 * `read.course_usage` for one game: one row per distinct course of its rounds, with the game's
 * current name. Rewritten whenever rounds or the name change; a deleted game has none.
 */
export async function refreshCourseUsage(tx: Tx, gameId: string): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM read.course_usage WHERE game_id = ${gameId}`);
  await tx.query(sql.unsafe`
    INSERT INTO read.course_usage (course_id, game_id, game_name)
    SELECT DISTINCT r.course_id, g.id, g.name
    FROM read.game_rounds r JOIN read.games g ON g.id = r.game_id
    WHERE r.game_id = ${gameId}
    ON CONFLICT (course_id, game_id) DO UPDATE SET game_name = EXCLUDED.game_name
  `);
}

const QuotaInput = z.object({
  playerId: z.string(),
  roundNumber: z.number(),
  courseHandicap: z.number().nullable(),
  courseHoles: z.number().nullable(),
  scoringType: z.string(),
});

/**
 * Initial quotas of a game's player rounds (GOLF-RULES section 6, via @golf/golf): for quota
 * scoring with a course handicap, clamp(36 − CH, 10, 45) (18 − CH on 9 holes); otherwise none.
 * The current quota (adjusted between rounds) is written by the scoring projection. One read
 * and one write for the whole game, whatever its size.
 */
export async function refreshQuotas(tx: Tx, gameId: string): Promise<void> {
  const rows = await tx.any(sql.type(QuotaInput)`
    SELECT pr.player_id AS "playerId", pr.round_number AS "roundNumber", pr.course_handicap AS "courseHandicap",
           r.course_holes AS "courseHoles", g.scoring_type AS "scoringType"
    FROM read.player_rounds pr
    JOIN read.games g ON g.id = pr.game_id
    LEFT JOIN read.game_rounds r ON r.game_id = pr.game_id AND r.round_number = pr.round_number
    WHERE pr.game_id = ${gameId} AND (g.scoring_type = 'quota' OR pr.initial_quota IS NOT NULL)
  `);
  // Outside quota scoring every quota is none: only rows still holding one need a write.
  if (rows.length === 0) return;
  const quotas = rows.map((row) => {
    const holes = isHoleCount(row.courseHoles) ? row.courseHoles : 18;
    const quota = row.scoringType === 'quota' && row.courseHandicap !== null ? initialQuota(row.courseHandicap, holes) : null;
    return { playerId: row.playerId, roundNumber: row.roundNumber, quota };
  });
  await tx.query(sql.unsafe`
    UPDATE read.player_rounds pr SET initial_quota = q.quota
    FROM json_to_recordset(${JSON.stringify(quotas)}::json) AS q("playerId" uuid, "roundNumber" int, quota int)
    WHERE pr.game_id = ${gameId} AND pr.player_id = q."playerId" AND pr.round_number = q."roundNumber"
      AND pr.initial_quota IS DISTINCT FROM q.quota
  `);
}

/** Makes sure the (player, round) row exists, then applies `set` to it. */
export async function upsertPlayerRound(tx: Tx, gameId: string, playerId: string, roundNumber: number, set: ReturnType<typeof sql.fragment>): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO read.player_rounds (game_id, player_id, round_number) VALUES (${gameId}, ${playerId}, ${roundNumber})
    ON CONFLICT (game_id, player_id, round_number) DO NOTHING
  `);
  await tx.query(sql.unsafe`
    UPDATE read.player_rounds SET ${set}
    WHERE game_id = ${gameId} AND player_id = ${playerId} AND round_number = ${roundNumber}
  `);
}
