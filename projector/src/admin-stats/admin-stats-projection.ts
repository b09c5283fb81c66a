import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { courseEvents, gameEvents, tripEvents, userEvents, type RecordedEvent } from '@golf/events';
import type { BatchProjection } from '../projection.ts';
import { rememberedIdsOf, tallyAdminStats, type CourseMemory, type GameMemory, type StatsTally } from './admin-stats-tally.ts';
import { writeAdminStats } from './write-admin-stats.ts';

const GameMemoryRow = z.object({
  gameId: z.string(),
  createdBy: z.string(),
  status: z.enum(['setup', 'in_progress', 'completed']),
  currentRound: z.number().int(),
  completedRounds: z.array(z.number().int()),
});
const CourseMemoryRow = z.object({ courseId: z.string(), createdBy: z.string().nullable() });

async function remembered(tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) {
  const { gameIds, courseIds } = rememberedIdsOf(events);
  const games = new Map<string, GameMemory>();
  const courses = new Map<string, CourseMemory>();
  if (gameIds.length > 0) {
    const rows = await tx.any(sql.type(GameMemoryRow)`
      SELECT game_id AS "gameId", created_by AS "createdBy", status, current_round AS "currentRound", completed_rounds AS "completedRounds"
      FROM read.admin_games WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})
    `);
    for (const { gameId, ...memory } of rows) games.set(gameId, memory);
  }
  if (courseIds.length > 0) {
    const rows = await tx.any(sql.type(CourseMemoryRow)`
      SELECT course_id AS "courseId", created_by AS "createdBy" FROM read.admin_courses WHERE course_id = ANY(${sql.array(courseIds, 'uuid')})
    `);
    for (const { courseId, createdBy } of rows) courses.set(courseId, { createdBy });
  }
  return { games, courses };
}

/**
 * The admin dashboard's statistics (read-db/migrations/0015_admin_stats.sql): running totals,
 * per-day counts and per-day active users, kept as the events arrive so the dashboard reads a
 * few rows however many scores the log holds. It sees every event, trips' too (anyone who acts is active),
 * tallies a batch in memory and writes each table once per batch.
 */
export const adminStatsProjection: BatchProjection = {
  name: 'admin-stats',
  handles: [...userEvents, ...courseEvents, ...gameEvents, ...tripEvents].map((definition) => definition.type),
  async applyBatch(tx, events) {
    const tally: StatsTally = tallyAdminStats(events, await remembered(tx, events));
    await writeAdminStats(tx, tally);
  },
};
