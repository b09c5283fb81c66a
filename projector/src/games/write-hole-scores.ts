import { sql, type CommonQueryMethods } from 'slonik';

/** A hole score's row in read.hole_scores. */
export interface HoleScoreRow {
  id: string;
  game_id: string;
  player_id: string;
  round_number: number;
  hole_number: number;
  strokes: number;
  net_score: number;
  points: number;
  strokes_received: number;
  entered_by_user_id: string | null;
  access: string;
  entered_at: string;
  updated_at: string;
}

/**
 * Writes hole score rows in one statement, a typed array per column: PostgreSQL reads arrays of
 * uuids and numbers faster than the same rows as JSON, which matters in a rebuild (a row per score).
 */
export async function insertHoleScores(db: CommonQueryMethods, rows: readonly HoleScoreRow[], mode: 'insert' | 'upsert'): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof HoleScoreRow>(key: K) => rows.map((row) => row[key]);
  const onConflict =
    mode === 'insert'
      ? sql.fragment``
      : sql.fragment`ON CONFLICT (id) DO UPDATE SET game_id = EXCLUDED.game_id, player_id = EXCLUDED.player_id,
          round_number = EXCLUDED.round_number, hole_number = EXCLUDED.hole_number, strokes = EXCLUDED.strokes,
          net_score = EXCLUDED.net_score, points = EXCLUDED.points, strokes_received = EXCLUDED.strokes_received,
          entered_by_user_id = EXCLUDED.entered_by_user_id, access = EXCLUDED.access, entered_at = EXCLUDED.entered_at,
          updated_at = EXCLUDED.updated_at`;
  await db.query(sql.unsafe`
    INSERT INTO read.hole_scores (id, game_id, player_id, round_number, hole_number, strokes, net_score, points, strokes_received,
      entered_by_user_id, access, entered_at, updated_at)
    SELECT * FROM unnest(${sql.array(column('id'), 'uuid')}, ${sql.array(column('game_id'), 'uuid')},
      ${sql.array(column('player_id'), 'uuid')}, ${sql.array(column('round_number'), 'int4')}, ${sql.array(column('hole_number'), 'int4')},
      ${sql.array(column('strokes'), 'int4')}, ${sql.array(column('net_score'), 'int4')}, ${sql.array(column('points'), 'float8')},
      ${sql.array(column('strokes_received'), 'int4')}, ${sql.array(column('entered_by_user_id'), 'uuid')},
      ${sql.array(column('access'), 'text')}, ${sql.array(column('entered_at'), 'timestamptz')}, ${sql.array(column('updated_at'), 'timestamptz')})
    ${onConflict}
  `);
}
