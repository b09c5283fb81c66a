import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import type { Game } from '@golf/events';
import type { GameLeaderboards } from '@golf/golf';
import { NOTHING_WRITTEN, type Written } from './game-documents.ts';

/** A game's leaderboards and hole scores that moved since they were last written. */
export interface ScoreChanges {
  gameId: string;
  /** Nothing is known of what was written before (a game loaded after a restart): its rows are replaced whole. */
  cold: boolean;
  boards: Array<{ roundNumber: number; json: string }>;
  upserts: Record<string, unknown>[];
  removed: string[];
  written: Pick<Written, 'scores' | 'boards'>;
}

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');

/**
 * What to write of a game's figures: each board whose view changed (round 0 the overall one), and
 * each hole score whose row changed (net, points and strokes received derived now; who wrote it
 * last, how, and when) or that is gone.
 */
export function scoreChanges(game: Game, figures: GameLeaderboards, written: Written): ScoreChanges {
  const boards: ScoreChanges['boards'] = [];
  const boardHashes: Record<string, string> = {};
  for (const view of figures.boards) {
    const roundNumber = view.round ?? 0;
    const figures = JSON.stringify(view);
    const hash = hashOf(figures);
    boardHashes[roundNumber] = hash;
    // The version leads the stored view: a live change names the version its patch starts from.
    if (written.boards[roundNumber] !== hash) boards.push({ roundNumber, json: `{"version":${JSON.stringify(hash)},${figures.slice(1)}` });
  }
  const derived = new Map(figures.scores.map((score) => [score.scoreId, score]));
  const scores: Record<string, string> = {};
  const upserts: Record<string, unknown>[] = [];
  for (const score of game.scores) {
    const values = derived.get(score.scoreId);
    const row = {
      id: score.scoreId,
      game_id: game.id,
      player_id: score.playerId,
      round_number: score.roundNumber,
      hole_number: score.holeNumber,
      strokes: score.strokes,
      net_score: values?.netScore ?? score.strokes,
      points: values?.points ?? 0,
      strokes_received: values?.strokesReceived ?? 0,
      entered_by_user_id: score.enteredByUserId,
      access: score.access,
      entered_at: score.enteredAt,
      updated_at: score.updatedAt,
    };
    const signature = Object.values(row).join('|');
    scores[score.scoreId] = signature;
    if (written.scores[score.scoreId] !== signature) upserts.push(row);
  }
  const removed = Object.keys(written.scores).filter((scoreId) => !(scoreId in scores));
  const gone = Object.keys(written.boards).filter((round) => !(round in boardHashes));
  for (const round of gone) boards.push({ roundNumber: Number(round), json: '' });
  return { gameId: game.id, cold: written === NOTHING_WRITTEN, boards, upserts, removed, written: { scores, boards: boardHashes } };
}

/** Writes the batch's score changes: a handful of statements for every game together. */
export async function writeScoreChanges(db: CommonQueryMethods, changes: readonly ScoreChanges[]): Promise<void> {
  const cold = changes.filter((c) => c.cold).map((c) => c.gameId);
  if (cold.length > 0) {
    await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE game_id = ANY(${sql.array(cold, 'uuid')})`);
    await db.query(sql.unsafe`DELETE FROM read.leaderboards WHERE game_id = ANY(${sql.array(cold, 'uuid')})`);
  }
  const removed = changes.flatMap((c) => c.removed);
  const upserts = changes.flatMap((c) => c.upserts);
  const boards = changes.flatMap((c) => c.boards.map((b) => ({ game_id: c.gameId, round_number: b.roundNumber, view: b.json })));
  if (removed.length > 0) await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE id = ANY(${sql.array(removed, 'uuid')})`);
  if (upserts.length > 0) {
    await db.query(sql.unsafe`
      INSERT INTO read.hole_scores (id, game_id, player_id, round_number, hole_number, strokes, net_score, points, strokes_received,
        entered_by_user_id, access, entered_at, updated_at)
      SELECT * FROM json_to_recordset(${JSON.stringify(upserts)}::json) AS d(id uuid, game_id uuid, player_id uuid, round_number int4,
        hole_number int4, strokes int4, net_score int4, points float8, strokes_received int4, entered_by_user_id uuid, access text,
        entered_at timestamptz, updated_at timestamptz)
      ON CONFLICT (id) DO UPDATE SET game_id = EXCLUDED.game_id, player_id = EXCLUDED.player_id, round_number = EXCLUDED.round_number,
        hole_number = EXCLUDED.hole_number, strokes = EXCLUDED.strokes, net_score = EXCLUDED.net_score, points = EXCLUDED.points,
        strokes_received = EXCLUDED.strokes_received, entered_by_user_id = EXCLUDED.entered_by_user_id, access = EXCLUDED.access,
        entered_at = EXCLUDED.entered_at, updated_at = EXCLUDED.updated_at
    `);
  }
  const gone = boards.filter((b) => b.view === '');
  const kept = boards.filter((b) => b.view !== '');
  for (const board of gone) {
    await db.query(sql.unsafe`DELETE FROM read.leaderboards WHERE game_id = ${board.game_id} AND round_number = ${board.round_number}`);
  }
  if (kept.length > 0) {
    // The views are JSON already: spliced into one JSON parameter as they are, never escaped into strings.
    const rows = `[${kept.map((b) => `{"game_id":${JSON.stringify(b.game_id)},"round_number":${b.round_number},"view":${b.view}}`).join(',')}]`;
    await db.query(sql.unsafe`
      INSERT INTO read.leaderboards (game_id, round_number, view)
      SELECT game_id, round_number, view FROM json_to_recordset(${rows}::json) AS d(game_id uuid, round_number int4, view json)
      ON CONFLICT (game_id, round_number) DO UPDATE SET view = EXCLUDED.view
    `);
  }
}

/** Codes a game had before it regenerated them. */
export interface RetiredCodes {
  gameId: string;
  codes: Game['codes'];
}

const codeRows = (gameId: string, codes: Game['codes'], retired: boolean) => [
  { code: codes.adminCode, game_id: gameId, access_level: 'admin', retired },
  { code: codes.playerCode, game_id: gameId, access_level: 'player', retired },
  { code: codes.viewCode, game_id: gameId, access_level: 'viewer', retired },
];

/** Games' codes: those they have now reserved for them, and those they replaced kept reserved but retired (they open nothing). */
export async function writeCodes(db: CommonQueryMethods, games: readonly Game[], retired: readonly RetiredCodes[]): Promise<void> {
  // One row per code, the latest standing winning (a code retired and current at once cannot happen, but a row per code keeps the insert valid).
  const byCode = new Map(
    [...retired.flatMap((r) => codeRows(r.gameId, r.codes, true)), ...games.flatMap((game) => codeRows(game.id, game.codes, false))].map(
      (row) => [row.code, row],
    ),
  );
  const rows = [...byCode.values()];
  if (rows.length === 0) return;
  await db.query(sql.unsafe`
    INSERT INTO read.game_codes (code, game_id, access_level, retired)
    SELECT code, game_id, access_level, retired FROM json_to_recordset(${JSON.stringify(rows)}::json) AS d(code text, game_id uuid, access_level text, retired bool)
    ON CONFLICT (code) DO UPDATE SET retired = EXCLUDED.retired WHERE read.game_codes.game_id = EXCLUDED.game_id
  `);
}

/** Every score, board and code of deleted games. */
export async function deleteGameScoring(db: CommonQueryMethods, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length === 0) return;
  for (const table of ['hole_scores', 'leaderboards', 'game_codes']) {
    await db.query(sql.unsafe`DELETE FROM ${sql.identifier(['read', table])} WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})`);
  }
}
