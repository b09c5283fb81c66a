import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import type { Game } from '@golf/events';
import type { GameLeaderboards } from '@golf/golf';
import { NOTHING_WRITTEN, type Written, type WrittenScore } from './game-documents.ts';
import { insertHoleScores, type HoleScoreRow } from './write-hole-scores.ts';

/** A game's leaderboards and hole scores that moved since they were last written. */
export interface ScoreChanges {
  gameId: string;
  /** Nothing is known of what was written before (a game loaded after a restart): its rows are replaced whole. */
  replaceWhole: boolean;
  /** The boards that moved (`json` empty: the board is gone), each with the version its view leads with. */
  boards: Array<{ roundNumber: number; version: string; json: string }>;
  upserts: HoleScoreRow[];
  removed: string[];
  written: Pick<Written, 'scores' | 'boards'>;
}

/** Boards written by one statement (four parameters each, far under PostgreSQL's 65,535). */
const BOARDS_PER_STATEMENT = 500;

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** The same recorded score (the same object: scores are values) with the same derived figures. */
function sameWrittenScore(before: WrittenScore | undefined, now: WrittenScore): boolean {
  return (
    before !== undefined &&
    before.score === now.score &&
    before.netScore === now.netScore &&
    before.points === now.points &&
    before.strokesReceived === now.strokesReceived
  );
}

function holeScoreRow(gameId: string, { score, netScore, points, strokesReceived }: WrittenScore): HoleScoreRow {
  return {
    id: score.scoreId,
    game_id: gameId,
    player_id: score.playerId,
    round_number: score.roundNumber,
    hole_number: score.holeNumber,
    strokes: score.strokes,
    facts: score.facts === null ? null : JSON.stringify(score.facts),
    net_score: netScore,
    points,
    strokes_received: strokesReceived,
    entered_by_user_id: score.enteredByUserId,
    access: score.access,
    entered_at: score.enteredAt,
    updated_at: score.updatedAt,
  };
}

/**
 * A scorecard line's text, kept by the line: golf keeps a player's line (a value, never changed)
 * from batch to batch while their card stands (decisions 0854 and 0870), and the lines are most of
 * a board's text, of which a score moves one.
 */
const lineTexts = new WeakMap<object, string>();

function lineText(line: unknown): string {
  if (typeof line !== 'object' || line === null) return JSON.stringify(line) ?? 'null';
  let text = lineTexts.get(line);
  if (text === undefined) {
    text = JSON.stringify(line);
    lineTexts.set(line, text);
  }
  return text;
}

const SCORECARDS = '"scorecards":0';

/** `JSON.stringify` of a board's entry, its scorecard lines' texts kept (lineText). */
function entryText(entry: unknown): string {
  const scorecards = (entry as { scorecards?: unknown } | null)?.scorecards;
  if (!Array.isArray(scorecards) || 'toJSON' in (entry as object)) return JSON.stringify(entry) ?? 'null';
  // The same keys in the same order, the lines left for their kept texts; the key only ever names the entry's own lines.
  const text = JSON.stringify({ ...(entry as object), scorecards: 0 });
  const at = text.indexOf(SCORECARDS);
  if (at < 0 || text.indexOf(SCORECARDS, at + 1) >= 0) return JSON.stringify(entry);
  return `${text.slice(0, at)}"scorecards":[${scorecards.map(lineText).join(',')}]${text.slice(at + SCORECARDS.length)}`;
}

/**
 * `JSON.stringify` of each of a game's boards, each part the boards share (the same object: the
 * side games, the presses, the prizes, a round's board and the overall one of a one-round game)
 * turned into text once: the same text, key for key, at a fraction of the cost (decision 0838).
 */
export function boardTexts(views: readonly object[]): string[] {
  const texts = new Map<object, string>();
  return views.map((view) => {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(view)) {
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
      const shared = typeof value === 'object' && value !== null;
      let text = shared ? texts.get(value) : undefined;
      if (text === undefined) {
        text = key === 'entries' && Array.isArray(value) ? `[${value.map(entryText).join(',')}]` : JSON.stringify(value);
        if (shared) texts.set(value, text);
      }
      parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  });
}

/**
 * What to write of a game's figures: each board whose view changed (round 0 the overall one), and
 * each hole score whose row changed (net, points and strokes received derived now; who wrote it
 * last, how, and when) or that is gone.
 */
export function scoreChanges(game: Game, figures: GameLeaderboards, written: Written): ScoreChanges {
  const boards: ScoreChanges['boards'] = [];
  const boardHashes: Record<string, string> = {};
  const texts = boardTexts(figures.boards);
  for (const [index, view] of figures.boards.entries()) {
    const roundNumber = view.round ?? 0;
    const figures = texts[index]!;
    const hash = hashOf(figures);
    boardHashes[roundNumber] = hash;
    // The version leads the stored view: a live change names the version its patch starts from.
    if (written.boards[roundNumber] !== hash)
      boards.push({ roundNumber, version: hash, json: `{"version":${JSON.stringify(hash)},${figures.slice(1)}` });
  }
  const derived = new Map(figures.scores.map((score) => [score.scoreId, score]));
  const scores = new Map<string, WrittenScore>();
  const upserts: HoleScoreRow[] = [];
  for (const score of game.scores) {
    const values = derived.get(score.scoreId);
    const now: WrittenScore = {
      score,
      netScore: values?.netScore ?? score.strokes,
      points: values?.points ?? 0,
      strokesReceived: values?.strokesReceived ?? 0,
    };
    scores.set(score.scoreId, now);
    if (!sameWrittenScore(written.scores.get(score.scoreId), now)) upserts.push(holeScoreRow(game.id, now));
  }
  const removed = [...written.scores.keys()].filter((scoreId) => !scores.has(scoreId));
  const gone = Object.keys(written.boards).filter((round) => !(round in boardHashes));
  for (const round of gone) boards.push({ roundNumber: Number(round), version: '', json: '' });
  return { gameId: game.id, replaceWhole: written === NOTHING_WRITTEN, boards, upserts, removed, written: { scores, boards: boardHashes } };
}

/** Writes the batch's score changes: a handful of statements for every game together. */
export async function writeScoreChanges(db: CommonQueryMethods, changes: readonly ScoreChanges[]): Promise<void> {
  const replacedWhole = changes.filter((c) => c.replaceWhole).map((c) => c.gameId);
  if (replacedWhole.length > 0) {
    await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE game_id = ANY(${sql.array(replacedWhole, 'uuid')})`);
    await db.query(sql.unsafe`DELETE FROM read.leaderboards WHERE game_id = ANY(${sql.array(replacedWhole, 'uuid')})`);
  }
  const removed = changes.flatMap((c) => c.removed);
  const boards = changes.flatMap((c) =>
    c.boards.map((b) => ({ game_id: c.gameId, round_number: b.roundNumber, version: b.version, view: b.json })),
  );
  if (removed.length > 0) await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE id = ANY(${sql.array(removed, 'uuid')})`);
  // A game replaced whole had its rows deleted above, so they are plain inserts; the others may replace rows.
  const replacedWholeIds = new Set(replacedWhole);
  await insertHoleScores(
    db,
    changes.filter((c) => replacedWholeIds.has(c.gameId)).flatMap((c) => c.upserts),
    'insert',
  );
  await insertHoleScores(
    db,
    changes.filter((c) => !replacedWholeIds.has(c.gameId)).flatMap((c) => c.upserts),
    'upsert',
  );
  const gone = boards.filter((b) => b.view === '');
  const kept = boards.filter((b) => b.view !== '');
  for (const board of gone) {
    await db.query(sql.unsafe`DELETE FROM read.leaderboards WHERE game_id = ${board.game_id} AND round_number = ${board.round_number}`);
  }
  // Each view goes as a text parameter of its own: the database stores it as it is, parsing nothing.
  for (let start = 0; start < kept.length; start += BOARDS_PER_STATEMENT) {
    const rows = kept
      .slice(start, start + BOARDS_PER_STATEMENT)
      .map((b) => sql.fragment`(${b.game_id}::uuid, ${b.round_number}::int4, ${b.version}, ${b.view})`);
    await db.query(sql.unsafe`
      INSERT INTO read.leaderboards (game_id, round_number, version, view) VALUES ${sql.join(rows, sql.fragment`, `)}
      ON CONFLICT (game_id, round_number) DO UPDATE SET version = EXCLUDED.version, view = EXCLUDED.view
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
