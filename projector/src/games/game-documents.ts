import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { CourseState, GameState } from '@golf/events';

/**
 * What the projection last wrote of a game's derived figures, so the next batch writes only
 * what moved: each score's row signature, each board's hash, and the games tables' parts.
 */
export interface Written {
  scores: Record<string, string>;
  boards: Record<string, string>;
  rows: Record<string, string>;
}

export const NOTHING_WRITTEN: Written = { scores: {}, boards: {}, rows: {} };

/** A game as the projection keeps it between batches: its folded state and what was written from it. */
export interface GameDocument {
  state: GameState;
  written: Written;
}

const DocumentRow = z.object({ id: z.string(), state: z.string(), written: z.string().nullable() });

/**
 * The documents of these games, by id (a game never seen is absent). The JSON is the
 * projection's own output, parsed as such: it was written from a state evolveGame folded.
 */
export async function loadGameDocuments(db: CommonQueryMethods, gameIds: readonly string[]): Promise<Map<string, GameDocument>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.any(sql.type(DocumentRow)`
    SELECT game_id AS id, state::text AS state, written::text AS written FROM read.game_documents WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.id, { state: JSON.parse(row.state) as GameState, written: row.written ? (JSON.parse(row.written) as Written) : NOTHING_WRITTEN }]));
}

/** The games whose leaderboards look up one of these tee sets or courses. */
export async function gamesUsing(db: CommonQueryMethods, teeSetIds: readonly string[], courseIds: readonly string[]): Promise<string[]> {
  if (teeSetIds.length === 0 && courseIds.length === 0) return [];
  return [
    ...(await db.anyFirst(sql.type(z.object({ id: z.string() }))`
      SELECT game_id AS id FROM read.game_documents
      WHERE tee_set_ids && ${sql.array(teeSetIds, 'uuid')} OR course_ids && ${sql.array(courseIds, 'uuid')}
    `)),
  ];
}

/** Stores the games' documents (a deleted game's goes). */
export async function saveGameDocuments(
  db: CommonQueryMethods,
  documents: ReadonlyArray<{ gameId: string; document: GameDocument | null; teeSetIds: readonly string[]; courseIds: readonly string[] }>,
): Promise<void> {
  const gone = documents.filter((d) => d.document === null).map((d) => d.gameId);
  const kept = documents.flatMap(({ gameId, document, teeSetIds, courseIds }) =>
    document ? [{ game_id: gameId, state: document.state, written: document.written, tee_set_ids: teeSetIds, course_ids: courseIds }] : [],
  );
  if (gone.length > 0) await db.query(sql.unsafe`DELETE FROM read.game_documents WHERE game_id = ANY(${sql.array(gone, 'uuid')})`);
  if (kept.length === 0) return;
  await db.query(sql.unsafe`
    INSERT INTO read.game_documents (game_id, state, written, tee_set_ids, course_ids)
    SELECT game_id, state, written, tee_set_ids, course_ids
    FROM json_to_recordset(${JSON.stringify(kept)}::json) AS d(game_id uuid, state json, written json, tee_set_ids uuid[], course_ids uuid[])
    ON CONFLICT (game_id) DO UPDATE SET state = EXCLUDED.state, written = EXCLUDED.written,
      tee_set_ids = EXCLUDED.tee_set_ids, course_ids = EXCLUDED.course_ids
  `);
}

const CourseRow = z.object({ id: z.string(), state: z.string() });

/** The courses' folded states, by id (a course never seen is absent). */
export async function loadCourseDocuments(db: CommonQueryMethods, courseIds: readonly string[]): Promise<Map<string, CourseState>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.any(sql.type(CourseRow)`
    SELECT course_id AS id, state::text AS state FROM read.course_documents WHERE course_id = ANY(${sql.array(courseIds, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.id, JSON.parse(row.state) as CourseState]));
}

export async function saveCourseDocuments(db: CommonQueryMethods, courses: ReadonlyMap<string, CourseState>): Promise<void> {
  if (courses.size === 0) return;
  const rows = [...courses].map(([course_id, state]) => ({ course_id, state }));
  await db.query(sql.unsafe`
    INSERT INTO read.course_documents (course_id, state)
    SELECT course_id, state FROM json_to_recordset(${JSON.stringify(rows)}::json) AS d(course_id uuid, state json)
    ON CONFLICT (course_id) DO UPDATE SET state = EXCLUDED.state
  `);
}
