import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { StatsTally } from './admin-stats-tally.ts';

/**
 * Adds the batch's deltas to the kept counters and stores the games and courses as they now stand.
 * The counters that moved are written by one statement, a step each (decision 0857).
 */
export async function writeAdminStats(tx: DatabaseTransactionConnection, tally: StatsTally): Promise<void> {
  const steps: FragmentSqlToken[] = [];
  const { users, games, courses, activeGames, touched } = tally.totals;
  // Written whenever a counted event was seen, even when the deltas cancel out: the rows must not
  // depend on where the batches were cut.
  if (touched) {
    steps.push(sql.fragment`totals AS (
      INSERT INTO read.admin_totals AS t (id, users, games, courses, active_games) VALUES (true, ${users}, ${games}, ${courses}, ${activeGames})
      ON CONFLICT (id) DO UPDATE SET
        users = t.users + EXCLUDED.users, games = t.games + EXCLUDED.games,
        courses = t.courses + EXCLUDED.courses, active_games = t.active_games + EXCLUDED.active_games)
    `);
  }
  const days = [...tally.days];
  if (days.length > 0) {
    const dates = sql.array(
      days.map(([day]) => day),
      'date',
    );
    const created = sql.array(
      days.map(([, counts]) => counts.gamesCreated),
      'int4',
    );
    const rounds = sql.array(
      days.map(([, counts]) => counts.roundsCompleted),
      'int4',
    );
    const scores = sql.array(
      days.map(([, counts]) => counts.scoresEntered),
      'int4',
    );
    steps.push(sql.fragment`daily AS (
      INSERT INTO read.admin_daily_activity AS d (day, games_created, rounds_completed, scores_entered)
      SELECT * FROM unnest(${dates}, ${created}, ${rounds}, ${scores})
      ON CONFLICT (day) DO UPDATE SET
        games_created = d.games_created + EXCLUDED.games_created,
        rounds_completed = d.rounds_completed + EXCLUDED.rounds_completed,
        scores_entered = d.scores_entered + EXCLUDED.scores_entered)
    `);
  }
  const active = [...tally.activeUsers].flatMap(([day, userIds]) => [...userIds].map((userId) => ({ day, userId })));
  if (active.length > 0) {
    const dates = sql.array(
      active.map((pair) => pair.day),
      'date',
    );
    const userIds = sql.array(
      active.map((pair) => pair.userId),
      'uuid',
    );
    steps.push(sql.fragment`active AS (
      INSERT INTO read.admin_active_users (day, user_id) SELECT * FROM unnest(${dates}, ${userIds}) ON CONFLICT DO NOTHING)
    `);
  }
  const counts = [...tally.userCounts];
  if (counts.length > 0) {
    const userIds = sql.array(
      counts.map(([userId]) => userId),
      'uuid',
    );
    const gameCounts = sql.array(
      counts.map(([, count]) => count.games),
      'int4',
    );
    const courseCounts = sql.array(
      counts.map(([, count]) => count.courses),
      'int4',
    );
    steps.push(sql.fragment`counts AS (
      INSERT INTO read.admin_user_counts AS c (user_id, game_count, course_count)
      SELECT * FROM unnest(${userIds}, ${gameCounts}, ${courseCounts})
      ON CONFLICT (user_id) DO UPDATE SET game_count = c.game_count + EXCLUDED.game_count, course_count = c.course_count + EXCLUDED.course_count)
    `);
  }
  if (steps.length > 0) await tx.query(sql.unsafe`WITH ${sql.join(steps, sql.fragment`, `)} SELECT 1`);
  await writeGames(tx, tally);
  await writeCourses(tx, tally);
}

async function writeGames(tx: DatabaseTransactionConnection, tally: StatsTally): Promise<void> {
  const kept = [...tally.games].flatMap(([gameId, game]) => (game ? [{ gameId, ...game }] : []));
  const deleted = [...tally.games].flatMap(([gameId, game]) => (game ? [] : [gameId]));
  if (deleted.length > 0) await tx.query(sql.unsafe`DELETE FROM read.admin_games WHERE game_id = ANY(${sql.array(deleted, 'uuid')})`);
  if (kept.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO read.admin_games (game_id, created_by, status, current_round, completed_rounds)
    SELECT g.game_id, g.created_by, g.status, g.current_round, ARRAY(SELECT jsonb_array_elements_text(g.completed) :: int ORDER BY 1)
    FROM jsonb_to_recordset(${sql.jsonb(
      kept.map((game) => ({
        game_id: game.gameId,
        created_by: game.createdBy,
        status: game.status,
        current_round: game.currentRound,
        completed: game.completedRounds,
      })),
    )}) AS g(game_id uuid, created_by uuid, status text, current_round int, completed jsonb)
    ON CONFLICT (game_id) DO UPDATE SET
      status = EXCLUDED.status, current_round = EXCLUDED.current_round, completed_rounds = EXCLUDED.completed_rounds
  `);
}

async function writeCourses(tx: DatabaseTransactionConnection, tally: StatsTally): Promise<void> {
  const kept = [...tally.courses].flatMap(([courseId, course]) => (course ? [{ course_id: courseId, created_by: course.createdBy }] : []));
  const deleted = [...tally.courses].flatMap(([courseId, course]) => (course ? [] : [courseId]));
  if (deleted.length > 0) await tx.query(sql.unsafe`DELETE FROM read.admin_courses WHERE course_id = ANY(${sql.array(deleted, 'uuid')})`);
  if (kept.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO read.admin_courses (course_id, created_by)
    SELECT c.course_id, c.created_by FROM jsonb_to_recordset(${sql.jsonb(kept)}) AS c(course_id uuid, created_by uuid)
    ON CONFLICT (course_id) DO NOTHING
  `);
}
