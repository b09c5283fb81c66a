import { sql, type CommonQueryMethods } from 'slonik';

/** A hole score's row in read.hole_scores. */
export interface HoleScoreRow {
  id: string;
  game_id: string;
  player_id: string;
  round_number: number;
  hole_number: number;
  strokes: number;
  /** The facts recorded with the strokes, as JSON text; null: none. */
  facts: string | null;
  net_score: number;
  points: number;
  strokes_received: number;
  entered_by_user_id: string | null;
  access: string;
  entered_at: string;
  updated_at: string;
}

/** A text element PostgreSQL reads as it is inside an array literal: no quotes, braces, commas, spaces or backslashes, and not NULL. */
const PLAIN_ELEMENT = /^[\w:.+@-]+$/;

/**
 * A PostgreSQL array literal (`{a,b,NULL}`) of uuids, numbers or text, built in one join: pg's
 * own encoding of a JS array quotes and escapes every element into strings of their own, which
 * for the 200,000 scores of a rebuild was the largest part of what its thread allocated.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const elements = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be stored`);
      return String(value);
    }
    // A plain element is ASCII, so only one of four characters can read as NULL: no other is lowered (decision 0878).
    return PLAIN_ELEMENT.test(value) && !(value.length === 4 && value.toLowerCase() === 'null')
      ? value
      : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * Writes hole score rows in one statement, an array per column: PostgreSQL reads arrays of
 * uuids and numbers faster than the same rows as JSON, which matters in a rebuild (a row per score).
 */
export async function insertHoleScores(db: CommonQueryMethods, rows: readonly HoleScoreRow[], mode: 'insert' | 'upsert'): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof HoleScoreRow>(key: K) => arrayLiteral(rows.map((row) => row[key]));
  const onConflict =
    mode === 'insert'
      ? sql.fragment``
      : sql.fragment`ON CONFLICT (id) DO UPDATE SET game_id = EXCLUDED.game_id, player_id = EXCLUDED.player_id,
          round_number = EXCLUDED.round_number, hole_number = EXCLUDED.hole_number, strokes = EXCLUDED.strokes, facts = EXCLUDED.facts,
          net_score = EXCLUDED.net_score, points = EXCLUDED.points, strokes_received = EXCLUDED.strokes_received,
          entered_by_user_id = EXCLUDED.entered_by_user_id, access = EXCLUDED.access, entered_at = EXCLUDED.entered_at,
          updated_at = EXCLUDED.updated_at`;
  await db.query(sql.unsafe`
    INSERT INTO read.hole_scores (id, game_id, player_id, round_number, hole_number, strokes, facts, net_score, points, strokes_received,
      entered_by_user_id, access, entered_at, updated_at)
    SELECT * FROM unnest(${column('id')}::uuid[], ${column('game_id')}::uuid[], ${column('player_id')}::uuid[],
      ${column('round_number')}::int4[], ${column('hole_number')}::int4[], ${column('strokes')}::int4[], ${column('facts')}::jsonb[], ${column('net_score')}::int4[],
      ${column('points')}::float8[], ${column('strokes_received')}::int4[], ${column('entered_by_user_id')}::uuid[],
      ${column('access')}::text[], ${column('entered_at')}::timestamptz[], ${column('updated_at')}::timestamptz[])
    ${onConflict}
  `);
}
