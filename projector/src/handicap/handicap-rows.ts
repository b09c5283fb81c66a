import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { HandicapRecordView } from '@golf/golf';
import type { HandicapRoundFacts } from './handicap-round-facts.ts';
import type { RoundStatsRow } from './round-stats.ts';

const UserIdRow = z.object({ userId: z.string() });

/**
 * Replaces the round facts of these games with `facts` (every round of each, none for a game
 * deleted), answering the users whose rounds were there before or are now.
 */
export async function replaceGameRounds(
  db: CommonQueryMethods,
  gameIds: readonly string[],
  facts: readonly HandicapRoundFacts[],
): Promise<Set<string>> {
  const users = new Set(facts.map((round) => round.userId));
  if (gameIds.length === 0) return users;
  const removed = await db.anyFirst(sql.type(UserIdRow)`
    DELETE FROM read.handicap_rounds WHERE game_id = ANY(${sql.array(gameIds, 'uuid')}) RETURNING user_id AS "userId"
  `);
  for (const userId of removed) users.add(userId);
  if (facts.length === 0) return users;
  const rows = facts.map((round) => ({
    game_id: round.gameId,
    player_id: round.playerId,
    round_number: round.roundNumber,
    user_id: round.userId,
    course_id: round.courseId,
    facts: round,
  }));
  await db.query(sql.unsafe`
    INSERT INTO read.handicap_rounds (game_id, player_id, round_number, user_id, course_id, facts)
    SELECT game_id, player_id, round_number, user_id, course_id, facts
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS d(game_id uuid, player_id uuid, round_number integer, user_id uuid, course_id uuid, facts jsonb)
  `);
  return users;
}

/** The users with a round played on one of these courses. */
export async function usersPlayingCourses(db: CommonQueryMethods, courseIds: readonly string[]): Promise<string[]> {
  if (courseIds.length === 0) return [];
  return [
    ...(await db.anyFirst(sql.type(UserIdRow)`
      SELECT DISTINCT user_id AS "userId" FROM read.handicap_rounds WHERE course_id = ANY(${sql.array(courseIds, 'uuid')})
    `)),
  ];
}

const FactsRow = z.object({ facts: z.string() });

/** Every round of these users, as stored. */
export async function roundsOfUsers(db: CommonQueryMethods, userIds: readonly string[]): Promise<HandicapRoundFacts[]> {
  const rows = await db.anyFirst(sql.type(FactsRow)`
    SELECT facts::text AS facts FROM read.handicap_rounds WHERE user_id = ANY(${sql.array(userIds, 'uuid')})
  `);
  return rows.map((text) => JSON.parse(text) as HandicapRoundFacts);
}

const ChoiceRow = z.object({ userId: z.string(), useAppIndex: z.boolean() });

/** Which index each of these users chose to fill in (absent: the default, the typed one). */
export async function storedChoices(db: CommonQueryMethods, userIds: readonly string[]): Promise<Map<string, boolean>> {
  const rows = await db.any(sql.type(ChoiceRow)`
    SELECT user_id AS "userId", use_app_index AS "useAppIndex" FROM read.handicap_records WHERE user_id = ANY(${sql.array(userIds, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.userId, row.useAppIndex]));
}

/** A user's record row: written when they have a round or chose the app index, else removed. */
export interface RecordRow {
  userId: string;
  useAppIndex: boolean;
  record: HandicapRecordView;
}

export async function writeRecords(db: CommonQueryMethods, records: readonly RecordRow[]): Promise<void> {
  const kept = records.filter((row) => row.useAppIndex || row.record.rounds.length > 0);
  const gone = records.filter((row) => !kept.includes(row)).map((row) => row.userId);
  if (gone.length > 0) await db.query(sql.unsafe`DELETE FROM read.handicap_records WHERE user_id = ANY(${sql.array(gone, 'uuid')})`);
  if (kept.length === 0) return;
  const rows = kept.map(({ userId, useAppIndex, record }) => ({
    user_id: userId,
    use_app_index: useAppIndex,
    handicap_index: record.handicapIndex,
    low_handicap_index: record.lowHandicapIndex,
    rounds_counted: record.roundsCounted,
    rounds: JSON.stringify(record.rounds),
  }));
  await db.query(sql.unsafe`
    INSERT INTO read.handicap_records (user_id, use_app_index, handicap_index, low_handicap_index, rounds_counted, rounds)
    SELECT user_id, use_app_index, handicap_index, low_handicap_index, rounds_counted, rounds
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS d(user_id uuid, use_app_index boolean, handicap_index numeric, low_handicap_index numeric, rounds_counted integer, rounds text)
    ON CONFLICT (user_id) DO UPDATE SET
      use_app_index = EXCLUDED.use_app_index, handicap_index = EXCLUDED.handicap_index,
      low_handicap_index = EXCLUDED.low_handicap_index, rounds_counted = EXCLUDED.rounds_counted, rounds = EXCLUDED.rounds
  `);
}

/** Replaces every round statistics row of these users with `rows` (their rounds that are over). */
export async function writeRoundStats(db: CommonQueryMethods, userIds: readonly string[], rows: readonly RoundStatsRow[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.query(sql.unsafe`DELETE FROM read.round_stats WHERE user_id = ANY(${sql.array(userIds, 'uuid')})`);
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    user_id: row.userId,
    game_id: row.gameId,
    round_number: row.roundNumber,
    game_name: row.gameName,
    course_name: row.courseName,
    played_at: row.playedAt,
    stats: row.stats,
  }));
  await db.query(sql.unsafe`
    INSERT INTO read.round_stats (user_id, game_id, round_number, game_name, course_name, played_at, stats)
    SELECT user_id, game_id, round_number, game_name, course_name, played_at, stats
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      AS d(user_id uuid, game_id uuid, round_number integer, game_name text, course_name text, played_at timestamptz, stats jsonb)
    ON CONFLICT (user_id, game_id, round_number) DO UPDATE SET stats = EXCLUDED.stats
  `);
}
