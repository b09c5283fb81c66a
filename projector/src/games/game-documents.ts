import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { foldGame, gameEvents, streamNames, type CourseState, type EventStore, type GameState, type RecordedScore } from '@golf/events';
import type { KeptCards } from '@golf/golf';

/**
 * A hole score as last written: the recorded score (a value: any change to it is a new object)
 * and the figures derived for it then.
 */
export interface WrittenScore {
  score: RecordedScore;
  netScore: number;
  points: number;
  strokesReceived: number;
}

/**
 * What the projection last wrote of a game's derived figures, so the next batch writes only
 * what moved: each score by id, each board's hash, and the games tables' parts. Kept in memory
 * only: a game loaded without it (after a restart) is written whole once.
 */
export interface Written {
  scores: ReadonlyMap<string, WrittenScore>;
  boards: Record<string, string>;
  rows: Record<string, string>;
  /** The rows of the tables written in place (write-game-tables.ts), each by its primary key: only the rows that moved are written again. */
  keyedRows: Record<string, ReadonlyMap<string, string>>;
}

export const NOTHING_WRITTEN: Written = { scores: new Map(), boards: {}, rows: {}, keyedRows: {} };

/** A game as the projection keeps it between batches: its folded state and what was written from it (NOTHING_WRITTEN: not known). */
export interface GameDocument {
  state: GameState;
  written: Written;
  /** The cards its figures were last worked out with: the next batch takes each player's card that stands (decision 0854). */
  cards?: KeptCards;
}

/**
 * The documents this process saved last, by game, with the position they were saved at. One
 * is used instead of folding the game's stream again only while the stored row still shows that
 * position: a batch that rolled back (or another projector's since) left the row at another
 * position, so its documents are never taken for saved.
 */
export class SavedDocuments {
  private readonly games = new Map<string, { savedAt: bigint; document: GameDocument }>();

  private readonly capacity;
  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  get(gameId: string, savedAt: bigint): GameDocument | undefined {
    const kept = this.games.get(gameId);
    return kept && kept.savedAt === savedAt ? kept.document : undefined;
  }

  keep(gameId: string, savedAt: bigint, document: GameDocument | null): void {
    this.games.delete(gameId);
    if (!document) return;
    this.games.set(gameId, { savedAt, document });
    if (this.games.size > this.capacity) this.games.delete(this.games.keys().next().value as string);
  }
}

const GAME_EVENT_TYPES: ReadonlySet<string> = new Set(gameEvents.map((d) => d.type));
const SavedAtRow = z.object({ id: z.string(), savedAt: z.bigint() });

/**
 * The documents of these games, by id (a game never seen, or deleted, is absent): the ones
 * `saved` holds at the stored position; the others folded afresh with evolveGame from their
 * streams' events before `before(gameId)` (the game's first event in the batch, which brings
 * the rest; else the position every event before is applied up to), their figures then written
 * whole. The games' states are never stored: the stream is their record.
 */
export async function loadGameDocuments(
  db: CommonQueryMethods,
  gameIds: readonly string[],
  saved: SavedDocuments,
  source: { readStream: EventStore['readStream']; before: (gameId: string) => bigint },
): Promise<Map<string, GameDocument>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.any(sql.type(SavedAtRow)`
    SELECT game_id AS id, saved_at AS "savedAt" FROM read.projected_games WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})
  `);
  const documents = new Map<string, GameDocument>();
  const notKept: string[] = [];
  for (const row of rows) {
    const kept = saved.get(row.id, row.savedAt);
    if (kept) documents.set(row.id, kept);
    else notKept.push(row.id);
  }
  const folded = await Promise.all(
    notKept.map(async (gameId) => {
      const events = await source.readStream(streamNames.game(gameId));
      const state = foldGame(
        { status: 'absent' },
        events.filter((event) => event.position < source.before(gameId) && GAME_EVENT_TYPES.has(event.type)),
      );
      return [gameId, state] as const;
    }),
  );
  for (const [gameId, state] of folded) documents.set(gameId, { state, written: NOTHING_WRITTEN });
  return documents;
}

/** The games whose leaderboards look up one of these tee sets or courses. */
export async function gamesUsing(db: CommonQueryMethods, teeSetIds: readonly string[], courseIds: readonly string[]): Promise<string[]> {
  if (teeSetIds.length === 0 && courseIds.length === 0) return [];
  return [
    ...(await db.anyFirst(sql.type(z.object({ id: z.string() }))`
      SELECT game_id AS id FROM read.projected_games
      WHERE tee_set_ids && ${sql.array(teeSetIds, 'uuid')} OR course_ids && ${sql.array(courseIds, 'uuid')}
    `)),
  ];
}

/**
 * Records the games this batch wrote, at `savedAt`, with the tees and courses they look up (a
 * deleted game's row goes), and keeps their documents in `saved`.
 */
export async function saveGameDocuments(
  db: CommonQueryMethods,
  savedAt: bigint,
  saved: SavedDocuments,
  documents: ReadonlyArray<{ gameId: string; document: GameDocument | null; teeSetIds: readonly string[]; courseIds: readonly string[] }>,
): Promise<void> {
  const gone = documents.filter((d) => d.document === null).map((d) => d.gameId);
  const kept = documents.flatMap(({ gameId, document, teeSetIds, courseIds }) =>
    document ? [{ game_id: gameId, tee_set_ids: teeSetIds, course_ids: courseIds }] : [],
  );
  if (gone.length > 0) await db.query(sql.unsafe`DELETE FROM read.projected_games WHERE game_id = ANY(${sql.array(gone, 'uuid')})`);
  if (kept.length > 0) {
    await db.query(sql.unsafe`
      INSERT INTO read.projected_games (game_id, saved_at, tee_set_ids, course_ids)
      SELECT game_id, ${String(savedAt)}::bigint, tee_set_ids, course_ids
      FROM json_to_recordset(${JSON.stringify(kept)}::json) AS d(game_id uuid, tee_set_ids uuid[], course_ids uuid[])
      ON CONFLICT (game_id) DO UPDATE SET saved_at = EXCLUDED.saved_at, tee_set_ids = EXCLUDED.tee_set_ids, course_ids = EXCLUDED.course_ids
    `);
  }
  for (const { gameId, document } of documents) saved.keep(gameId, savedAt, document);
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
