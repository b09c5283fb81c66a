import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isGameUuid } from '../games/game-rows.ts';
import { HoleScoreRow, holeScoreColumns } from './hole-score-row.ts';

/** Order of a round's scores: by hole, then the players in the order they joined. */
const byHoleThenPlayer = sql.fragment`
  ORDER BY h.hole_number, (SELECT p.added_position FROM read.game_players p WHERE p.id = h.player_id), h.player_id
`;

/** A round's hole scores, or one hole's when `holeNumber` is given. */
export async function listHoleScores(
  db: CommonQueryMethods,
  gameId: string,
  roundNumber: number,
  holeNumber?: number,
): Promise<HoleScoreRow[]> {
  if (!isGameUuid(gameId)) return [];
  const hole = holeNumber === undefined ? sql.fragment`TRUE` : sql.fragment`h.hole_number = ${holeNumber}`;
  return [
    ...(await db.any(sql.type(HoleScoreRow)`
    SELECT ${holeScoreColumns} FROM read.hole_scores h
    WHERE h.game_id = ${gameId} AND h.round_number = ${roundNumber} AND ${hole}
    ${byHoleThenPlayer}
  `)),
  ];
}

/** One hole score by its id; null when there is none. */
export async function getHoleScore(db: CommonQueryMethods, scoreId: string): Promise<HoleScoreRow | null> {
  if (!isGameUuid(scoreId)) return null;
  return db.maybeOne(sql.type(HoleScoreRow)`SELECT ${holeScoreColumns} FROM read.hole_scores h WHERE h.id = ${scoreId}`);
}

export const PlayerRoundResultRow = z.object({
  playerId: z.string().uuid(),
  courseHandicap: z.number().int().nullable(),
  currentQuota: z.number().int().nullable(),
  quotaDelta: z.number().int(),
  roundPoints: z.number(),
  holesPlayed: z.number().int(),
});
export type PlayerRoundResultRow = z.infer<typeof PlayerRoundResultRow>;

/**
 * A round's result per player as quota adjustments need it: the quota played to, the points
 * over or under it, and how many holes have a score.
 */
export async function listRoundResults(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<PlayerRoundResultRow[]> {
  if (!isGameUuid(gameId)) return [];
  return [
    ...(await db.any(sql.type(PlayerRoundResultRow)`
    SELECT pr.player_id AS "playerId", pr.course_handicap AS "courseHandicap", pr.current_quota AS "currentQuota",
      pr.quota_delta AS "quotaDelta", pr.round_points AS "roundPoints",
      (SELECT count(*)::int FROM read.hole_scores h
        WHERE h.game_id = pr.game_id AND h.player_id = pr.player_id AND h.round_number = pr.round_number) AS "holesPlayed"
    FROM read.player_rounds pr
    WHERE pr.game_id = ${gameId} AND pr.round_number = ${roundNumber}
    ORDER BY pr.player_id
  `)),
  ];
}
