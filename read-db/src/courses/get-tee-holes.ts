import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isUuid } from './course-row.ts';

const TeeHolesRow = z.object({
  id: z.string(),
  holes: z.array(z.object({ holeNumber: z.number().int(), par: z.number().int(), strokeIndex: z.number().int() })),
});

/** A tee set's holes as scores are derived from them: number, par, stroke index. */
export type TeeHoles = z.infer<typeof TeeHolesRow>['holes'];

/**
 * The holes of these tee sets, by id; a tee set that is gone is absent. What a score's net and
 * points are derived from, as the scoring projection reads it.
 */
export async function getTeeHoles(db: CommonQueryMethods, teeSetIds: readonly string[]): Promise<Map<string, TeeHoles>> {
  const ids = [...new Set(teeSetIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(TeeHolesRow)`SELECT t.id, t.holes FROM read.tee_sets t WHERE t.id = ANY(${sql.array(ids, 'uuid')})`);
  return new Map(rows.map((row) => [row.id, row.holes]));
}

/**
 * The holes of the tee sets a game's round is played from, as the read side has them now: a
 * score command looks them up while it runs, so its answer need not wait for a second query.
 */
export async function getRoundTeeHoles(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<Map<string, TeeHoles>> {
  if (!isUuid(gameId)) return new Map();
  const rows = await db.any(sql.type(TeeHolesRow)`
    SELECT t.id, t.holes FROM read.tee_sets t
    WHERE t.id IN (SELECT tee_set_id FROM read.player_rounds WHERE game_id = ${gameId} AND round_number = ${roundNumber} AND tee_set_id IS NOT NULL)
  `);
  return new Map(rows.map((row) => [row.id, row.holes]));
}
