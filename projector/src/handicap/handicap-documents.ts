import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { foldGame, gameEvents, streamNames, type CourseState, type EventStore, type GameState } from '@golf/events';

/**
 * A game as the handicap projection keeps it between batches: its folded state and, as JSON,
 * the round facts last written from it (null: not known, after a restart or a fold afresh from the stream).
 */
export interface HandicapGame {
  state: GameState;
  written: string | null;
}

/**
 * The games this process folded last, with the position of the batch that saved them. One is
 * used instead of folding the game's stream again only while `read.handicap_games` still shows
 * that position: a batch that rolled back (or another projector's since) left another there.
 */
export class KeptHandicapGames {
  private readonly games = new Map<string, { savedAt: bigint; game: HandicapGame }>();
  private readonly capacity: number;

  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  get(gameId: string, savedAt: bigint): HandicapGame | undefined {
    const kept = this.games.get(gameId);
    return kept && kept.savedAt === savedAt ? kept.game : undefined;
  }

  keep(gameId: string, savedAt: bigint, game: HandicapGame | null): void {
    this.games.delete(gameId);
    if (!game) return;
    this.games.set(gameId, { savedAt, game });
    if (this.games.size > this.capacity) this.games.delete(this.games.keys().next().value as string);
  }
}

const GAME_EVENT_TYPES: ReadonlySet<string> = new Set(gameEvents.map((d) => d.type));
const SavedAtRow = z.object({ id: z.string(), savedAt: z.bigint() });

/**
 * These games as the projection last saved them (a game never seen, or deleted, is absent): the
 * kept ones at the stored position, the others folded with evolveGame from their streams' events
 * before `before` (the batch's first event: the batch brings its own).
 */
export async function loadHandicapGames(
  db: CommonQueryMethods,
  gameIds: readonly string[],
  kept: KeptHandicapGames,
  source: { readStream: EventStore['readStream']; before: bigint },
): Promise<Map<string, HandicapGame>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.any(sql.type(SavedAtRow)`
    SELECT game_id AS id, saved_at AS "savedAt" FROM read.handicap_games WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})
  `);
  const games = new Map<string, HandicapGame>();
  await Promise.all(
    rows.map(async (row) => {
      const game = kept.get(row.id, row.savedAt);
      if (game) return games.set(row.id, game);
      const events = await source.readStream(streamNames.game(row.id));
      const earlier = events.filter((event) => event.position < source.before && GAME_EVENT_TYPES.has(event.type));
      return games.set(row.id, { state: foldGame({ status: 'absent' }, earlier), written: null });
    }),
  );
  return games;
}

/** Records the games this batch folded at `savedAt` (a deleted one's row goes) and keeps them. */
export async function saveHandicapGames(
  db: CommonQueryMethods,
  savedAt: bigint,
  kept: KeptHandicapGames,
  games: ReadonlyMap<string, HandicapGame | null>,
): Promise<void> {
  const gone = [...games].filter(([, game]) => game === null).map(([gameId]) => gameId);
  const present = [...games].filter(([, game]) => game !== null).map(([gameId]) => gameId);
  if (gone.length > 0) await db.query(sql.unsafe`DELETE FROM read.handicap_games WHERE game_id = ANY(${sql.array(gone, 'uuid')})`);
  if (present.length > 0) {
    await db.query(sql.unsafe`
      INSERT INTO read.handicap_games (game_id, saved_at)
      SELECT game_id, ${String(savedAt)}::bigint FROM unnest(${sql.array(present, 'uuid')}::uuid[]) AS game_id
      ON CONFLICT (game_id) DO UPDATE SET saved_at = EXCLUDED.saved_at
    `);
  }
  for (const [gameId, game] of games) kept.keep(gameId, savedAt, game);
}

const CourseRow = z.object({ id: z.string(), state: z.string() });

/** The courses' folded states as this projection keeps them, by id (a course never seen is absent). */
export async function loadHandicapCourses(db: CommonQueryMethods, courseIds: readonly string[]): Promise<Map<string, CourseState>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.any(sql.type(CourseRow)`
    SELECT course_id AS id, state::text AS state FROM read.handicap_courses WHERE course_id = ANY(${sql.array(courseIds, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.id, JSON.parse(row.state) as CourseState]));
}

export async function saveHandicapCourses(db: CommonQueryMethods, courses: ReadonlyMap<string, CourseState>): Promise<void> {
  if (courses.size === 0) return;
  const rows = [...courses].map(([course_id, state]) => ({ course_id, state }));
  await db.query(sql.unsafe`
    INSERT INTO read.handicap_courses (course_id, state)
    SELECT course_id, state FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(course_id uuid, state jsonb)
    ON CONFLICT (course_id) DO UPDATE SET state = EXCLUDED.state
  `);
}
