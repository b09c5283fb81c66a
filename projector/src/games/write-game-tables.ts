import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import type { Game } from '@golf/events';
import type { GameLeaderboards } from '@golf/golf';
import type { Written } from './game-documents.ts';

/** A game's rows in one read table, for every game of the batch whose rows there moved. */
interface TableRows {
  table: string;
  /** The games whose rows in the table are written whole: their rows not among `rows` are deleted. */
  wholeGameIds: string[];
  rows: Record<string, unknown>[];
}

/**
 * The rows of one game to write in a table: `whole`, all its rows (the others of the game there
 * go); else only rows that moved, in a table written in place whose other rows stay as they are.
 */
export interface TableChange {
  rows: Record<string, unknown>[];
  whole: boolean;
}

/** The rows of the games tables (read-db migrations 0004, 0060 and 0112) as one game's state and figures give them, by part. */
function partsOf(game: Game, figures: GameLeaderboards): Record<string, Record<string, unknown>[]> {
  const totals = new Map(figures.players.map((p) => [p.playerId, p]));
  const results = new Map(figures.playerRounds.map((r) => [`${r.playerId}:${r.roundNumber}`, r]));
  return {
    games: [
      {
        id: game.id,
        name: game.name,
        game_type: game.gameType,
        status: game.status,
        scoring_type: game.scoringType,
        number_of_rounds: game.numberOfRounds,
        target_player_count: game.targetPlayerCount,
        current_round: game.currentRound,
        current_hole: game.currentHole,
        is_nassau: game.isNassau,
        use_eighty_percent_handicap: game.useEightyPercentHandicap,
        points_system: game.pointsSystem,
        trip_id: game.tripId,
        created_by: game.createdBy,
        admin_code: game.codes.adminCode,
        player_code: game.codes.playerCode,
        view_code: game.codes.viewCode,
        created_at: game.createdAt,
        updated_at: game.updatedAt,
        side_games: game.sideGames ?? null,
      },
    ],
    game_players: game.players.map((p, index) => ({
      id: p.id,
      game_id: game.id,
      name: p.name,
      handicap: p.handicap,
      ghin_id: p.ghinId,
      user_id: p.userId,
      team_number: p.teamNumber,
      total_points: totals.get(p.id)?.totalPoints ?? 0,
      total_strokes: totals.get(p.id)?.totalStrokes ?? 0,
      added_position: index,
    })),
    game_rounds: game.rounds.map((r) => ({
      game_id: game.id,
      round_number: r.roundNumber,
      course_id: r.courseId,
      course_holes: r.courseHoles,
      status: r.status,
      confirmed: r.confirmed,
    })),
    player_rounds: game.playerRounds.map((pr) => {
      const result = results.get(`${pr.playerId}:${pr.roundNumber}`);
      return {
        game_id: game.id,
        player_id: pr.playerId,
        round_number: pr.roundNumber,
        tee_set_id: pr.teeSetId,
        handicap_index: pr.handicapIndex,
        course_handicap: pr.courseHandicap,
        handicap_manually_adjusted: pr.manuallyAdjusted,
        initial_quota: result?.initialQuota ?? null,
        current_quota: result?.currentQuota ?? null,
        quota_delta: result?.quotaDelta ?? 0,
        round_points: result?.roundPoints ?? 0,
        round_strokes: result?.roundStrokes ?? 0,
      };
    }),
    game_payouts: game.payouts.map((p) => ({
      game_id: game.id,
      bet_type: p.betType,
      position: p.position,
      amount_cents: p.amountCents,
      description: p.description,
    })),
    quota_adjustments: game.quotaAdjustments.map((a) => ({
      game_id: game.id,
      completed_round: a.completedRound,
      player_id: a.playerId,
      previous_quota: a.previousQuota,
      quota_delta: a.quotaDelta,
      next_quota: a.nextQuota,
    })),
    course_usage: [...new Set(game.rounds.map((r) => r.courseId))].map((courseId) => ({
      course_id: courseId,
      game_id: game.id,
      game_name: game.name,
    })),
    cup_match_results: figures.cupMatch ? [{ game_id: game.id, line: figures.cupMatch }] : [],
  };
}

/** Columns of the tables with their PostgreSQL type names, as json_to_recordset reads the rows. */
const COLUMNS: Record<string, ReadonlyArray<readonly [string, string]>> = {
  games: columns(
    'id uuid, name text, game_type text, status text, scoring_type text, number_of_rounds int4, target_player_count int4, current_round int4',
    'current_hole int4, is_nassau bool, use_eighty_percent_handicap bool, points_system jsonb, trip_id uuid, created_by uuid, admin_code text',
    'player_code text, view_code text, created_at timestamptz, updated_at timestamptz, side_games jsonb',
  ),
  game_players: columns(
    'id uuid, game_id uuid, name text, handicap float8, ghin_id text, user_id uuid, team_number int4, total_points float8',
    'total_strokes int4, added_position int8',
  ),
  game_rounds: columns('game_id uuid, round_number int4, course_id uuid, course_holes int4, status text, confirmed bool'),
  player_rounds: columns(
    'game_id uuid, player_id uuid, round_number int4, tee_set_id uuid, handicap_index float8, course_handicap int4',
    'handicap_manually_adjusted bool, initial_quota int4, current_quota int4, quota_delta int4, round_points float8, round_strokes int4',
  ),
  game_payouts: columns('game_id uuid, bet_type text, position int4, amount_cents int4, description text'),
  quota_adjustments: columns('game_id uuid, completed_round int4, player_id uuid, previous_quota int4, quota_delta int4, next_quota int4'),
  course_usage: columns('course_id uuid, game_id uuid, game_name text'),
  cup_match_results: columns('game_id uuid, line jsonb'),
};

function columns(...lists: string[]): Array<readonly [string, string]> {
  return lists.flatMap((list) =>
    list.split(',').map((column) => {
      const [name = '', type = ''] = column.trim().split(/\s+/);
      return [name, type] as const;
    }),
  );
}

/** Tables in the order rows are written (each game's rows in a table are replaced together, so the order only matters for readers). */
export const GAME_TABLES = Object.keys(COLUMNS);

/**
 * The games tables' rows that moved for one game, by table, with the signatures to remember:
 * a part whose rows are as last written is left alone (most batches only move scores). In the
 * tables written in place (KEYS) each row is compared on its own, so a score writes the game's
 * row and its player's rows, not every player's; a game whose rows there are not known (folded
 * afresh, after a restart) or lost one is written whole.
 */
export function gameTableChanges(
  game: Game,
  figures: GameLeaderboards,
  written: Written,
): { changed: Map<string, TableChange>; rows: Record<string, string>; keyedRows: Record<string, ReadonlyMap<string, string>> } {
  const changed = new Map<string, TableChange>();
  const rows: Record<string, string> = {};
  const keyedRows: Record<string, ReadonlyMap<string, string>> = {};
  for (const [table, tableRows] of Object.entries(partsOf(game, figures))) {
    const primaryKey = KEYS[table];
    if (!primaryKey) {
      const signature = JSON.stringify(tableRows);
      rows[table] = signature;
      if (written.rows[table] !== signature) changed.set(table, { rows: tableRows, whole: true });
      continue;
    }
    const signed = tableRows.map((row) => ({
      row,
      key: primaryKey.map((name) => String(row[name])).join('|'),
      signature: JSON.stringify(row),
    }));
    const signatures = new Map(signed.map(({ key, signature }) => [key, signature]));
    keyedRows[table] = signatures;
    const before = written.keyedRows[table];
    if (!before || [...before.keys()].some((key) => !signatures.has(key))) {
      changed.set(table, { rows: tableRows, whole: true });
      continue;
    }
    const moved = signed.filter(({ key, signature }) => before.get(key) !== signature).map(({ row }) => row);
    if (moved.length > 0) changed.set(table, { rows: moved, whole: false });
  }
  return { changed, rows, keyedRows };
}

/**
 * Replaces, per table, the rows of the games whose rows there moved. The tables a score moves
 * (KEYS) are written in place, all of them in one statement; the others with one delete and one
 * insert per table for the batch.
 */
export async function writeGameTables(
  db: CommonQueryMethods,
  changes: ReadonlyArray<{ gameId: string; changed: Map<string, TableChange> }>,
): Promise<void> {
  const byTable = new Map<string, TableRows>();
  for (const { gameId, changed } of changes) {
    for (const [table, { rows, whole }] of changed) {
      const entry = byTable.get(table) ?? { table, wholeGameIds: [], rows: [] };
      if (whole) entry.wholeGameIds.push(gameId);
      entry.rows.push(...rows);
      byTable.set(table, entry);
    }
  }
  const inPlace: FragmentSqlToken[] = [];
  for (const table of GAME_TABLES) {
    const entry = byTable.get(table);
    if (!entry) continue;
    if (KEYS[table] && entry.rows.length > 0) inPlace.push(writeInPlace(entry, KEYS[table]));
    else await replaceRows(db, entry);
  }
  // Data-modifying WITH parts all run, to completion, whether or not the statement reads them.
  if (inPlace.length > 0) await db.query(sql.unsafe`WITH ${sql.join(inPlace, sql.fragment`, `)} SELECT 1`);
}

/**
 * The primary keys of the tables a score moves (a game's `updated_at`, its players' totals, their
 * rounds' points): their rows are written in place (decision 0545).
 */
const KEYS: Record<string, readonly string[]> = {
  games: ['id'],
  game_players: ['id'],
  player_rounds: ['game_id', 'player_id', 'round_number'],
};

const columnList = (table: string) =>
  sql.join(
    (COLUMNS[table] ?? []).map(([name]) => sql.identifier([name])),
    sql.fragment`, `,
  );

const typedColumns = (table: string) =>
  sql.join(
    (COLUMNS[table] ?? []).map(([name, type]) => sql.fragment`${sql.identifier([name])} ${sql.identifier([type])}`),
    sql.fragment`, `,
  );

const gameKeyOf = (table: string) => sql.identifier([table === 'games' ? 'id' : 'game_id']);

/**
 * The WITH parts that write a table's rows of some games in place: those games' rows whose key
 * is not among `rows` are deleted, the others inserted or updated. The two touch different rows,
 * so their order within the statement does not matter.
 */
function writeInPlace({ table, wholeGameIds, rows }: TableRows, primaryKey: readonly string[]): FragmentSqlToken {
  const target = sql.identifier(['read', table]);
  const rowsOf = sql.identifier([`${table}_rows`]);
  const keyList = sql.join(
    primaryKey.map((name) => sql.identifier([name])),
    sql.fragment`, `,
  );
  const sameKey = sql.join(
    primaryKey.map((name) => sql.fragment`d.${sql.identifier([name])} = t.${sql.identifier([name])}`),
    sql.fragment` AND `,
  );
  const updates = sql.join(
    (COLUMNS[table] ?? [])
      .filter(([name]) => !primaryKey.includes(name))
      .map(([name]) => sql.fragment`${sql.identifier([name])} = EXCLUDED.${sql.identifier([name])}`),
    sql.fragment`, `,
  );
  return sql.fragment`
    ${rowsOf} AS (SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS d(${typedColumns(table)})),
    ${sql.identifier([`${table}_gone`])} AS (
      DELETE FROM ${target} t WHERE t.${gameKeyOf(table)} = ANY(${sql.array(wholeGameIds, 'uuid')}) AND NOT EXISTS (SELECT FROM ${rowsOf} d WHERE ${sameKey})
    ),
    ${sql.identifier([`${table}_kept`])} AS (
      INSERT INTO ${target} (${columnList(table)}) SELECT ${columnList(table)} FROM ${rowsOf}
      ON CONFLICT (${keyList}) DO UPDATE SET ${updates}
    )`;
}

async function replaceRows(db: CommonQueryMethods, { table, wholeGameIds, rows }: TableRows): Promise<void> {
  const target = sql.identifier(['read', table]);
  await db.query(sql.unsafe`DELETE FROM ${target} WHERE ${gameKeyOf(table)} = ANY(${sql.array(wholeGameIds, 'uuid')})`);
  if (rows.length === 0) return;
  const list = columnList(table);
  await db.query(sql.unsafe`
    INSERT INTO ${target} (${list}) SELECT ${list} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS d(${typedColumns(table)})
  `);
}

/** Every row of a deleted game in the games tables. */
export async function deleteGameTables(db: CommonQueryMethods, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length === 0) return;
  await writeGameTables(
    db,
    gameIds.map((gameId) => ({ gameId, changed: new Map(GAME_TABLES.map((table) => [table, { rows: [], whole: true }])) })),
  );
}
