import { sql, type CommonQueryMethods } from 'slonik';
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
