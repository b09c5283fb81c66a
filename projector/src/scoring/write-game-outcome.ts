import { sql, type CommonQueryMethods } from 'slonik';
import { boardDocument } from './board-document.ts';
import type { LoadedGame } from './game-facts.ts';
import { holeScoreChanges, type GameOutcome } from './game-outcome.ts';
import { writePendingScores, type PendingScore } from './pending-scores.ts';

/** A recomputed game: what was loaded (with the batch's pending scores laid over it), those scores, and what @golf/golf derived. */
export interface RecomputedGame {
  game: LoadedGame;
  pending: readonly PendingScore[];
  outcome: GameOutcome;
}

/**
 * Stores the outcomes of recomputed games, a handful of statements for all of them: their
 * pending scores with their derived values, the derived values of their other hole scores that
 * changed (a score's baseline is set the first time it is derived after being entered or
 * corrected), their leaderboards (rewritten whole, one row per board), their players' totals
 * and their player rounds' points, strokes and quotas. Values go in as JSON text
 * (JSON.stringify, not slonik's key-sorting serializer) or arrays; each board part as its own
 * JSON text, so nothing is parsed twice. The statements touch different rows (only the board
 * rewrite is two steps, kept in order), so they are sent together and run back to back.
 */
export async function writeGameOutcomes(db: CommonQueryMethods, games: readonly RecomputedGame[]): Promise<void> {
  if (games.length === 0) return;
  const pending = games.flatMap((g) => g.pending);
  const pendingIds = new Set(pending.map((row) => row.id));
  const derived = new Map(games.flatMap(({ outcome }) => outcome.holeScores.map((s) => [s.id, s] as const)));
  const changed = games.flatMap(({ game, outcome }) => holeScoreChanges(outcome, game.stored)).filter((s) => !pendingIds.has(s.id));
  const players = games.flatMap(({ outcome }) => outcome.players);
  const rounds = games.flatMap(({ game, outcome }) => outcome.playerRounds.map((r) => ({ gameId: game.facts.gameId, ...r })));
  await Promise.all([
    writePendingScores(db, pending, derived),
    writeHoleScores(db, changed),
    writeBoards(db, games),
    db.query(sql.unsafe`
      UPDATE read.game_players p SET total_points = t.total_points, total_strokes = t.total_strokes
      FROM unnest(${sql.array(players.map((r) => r.playerId), 'uuid')}, ${sql.array(players.map((r) => r.totalPoints), 'float8')},
        ${sql.array(players.map((r) => r.totalStrokes), 'int4')}) AS t(player_id, total_points, total_strokes)
      WHERE p.id = t.player_id AND (p.total_points, p.total_strokes) IS DISTINCT FROM (t.total_points, t.total_strokes)
    `),
    db.query(sql.unsafe`
      UPDATE read.player_rounds pr SET round_points = r.round_points, round_strokes = r.round_strokes,
        current_quota = r.current_quota, quota_delta = r.quota_delta
      FROM unnest(${sql.array(rounds.map((r) => r.gameId), 'uuid')}, ${sql.array(rounds.map((r) => r.playerId), 'uuid')},
        ${sql.array(rounds.map((r) => r.roundNumber), 'int4')}, ${sql.array(rounds.map((r) => r.roundPoints), 'float8')},
        ${sql.array(rounds.map((r) => r.roundStrokes), 'int4')}, ${sql.array(rounds.map((r) => r.currentQuota), 'int4')},
        ${sql.array(rounds.map((r) => r.quotaDelta), 'int4')}) AS r(game_id, player_id, round_number, round_points, round_strokes, current_quota, quota_delta)
      WHERE pr.game_id = r.game_id AND pr.player_id = r.player_id AND pr.round_number = r.round_number
        AND (pr.round_points, pr.round_strokes, pr.current_quota, pr.quota_delta)
          IS DISTINCT FROM (r.round_points, r.round_strokes, r.current_quota, r.quota_delta)
    `),
  ]);
}

async function writeHoleScores(db: CommonQueryMethods, scores: GameOutcome['holeScores']): Promise<void> {
  if (scores.length === 0) return;
  await db.query(sql.unsafe`
    UPDATE read.hole_scores h SET net_score = d."netScore", points = d.points, strokes_received = d."strokesReceived",
      baseline_net_score = coalesce(h.baseline_net_score, d."netScore"), baseline_points = coalesce(h.baseline_points, d.points)
    FROM json_to_recordset(${JSON.stringify(scores)}::json) AS d(id uuid, "netScore" int, points float8, "strokesReceived" int)
    WHERE h.id = d.id
  `);
}

/** Every board of the games, replacing the ones they had (a round gone or without a card loses its board). */
async function writeBoards(db: CommonQueryMethods, games: readonly RecomputedGame[]): Promise<void> {
  const rows = games.flatMap(({ game, outcome }) =>
    outcome.boards.map((board) => {
      const doc = boardDocument(board, game.players);
      return sql.fragment`(${game.facts.gameId}::uuid, ${board.roundNumber}::int, ${JSON.stringify(doc.entries)}::json, ${JSON.stringify(doc.teams)}::json,
        ${doc.skins === null ? null : JSON.stringify(doc.skins)}::json, ${JSON.stringify(doc.nassau)}::json, ${JSON.stringify(doc.payouts)}::json,
        ${doc.prizePoolCents}::int, ${JSON.stringify(doc.summary)}::json)`;
    }),
  );
  await db.query(sql.unsafe`DELETE FROM read.leaderboards WHERE game_id = ANY(${sql.array(games.map(({ game }) => game.facts.gameId), 'uuid')})`);
  if (rows.length === 0) return;
  await db.query(sql.unsafe`
    INSERT INTO read.leaderboards (game_id, round_number, entries, teams, skins, nassau, payouts, prize_pool_cents, summary)
    VALUES ${sql.join(rows, sql.fragment`, `)}
  `);
}

/** Every row this projection holds for a game: after GameDeleted it disappears from every read. */
export async function deleteGameScoring(db: CommonQueryMethods, gameId: string): Promise<void> {
  for (const table of ['hole_scores', 'quota_adjustments', 'score_recalculations', 'leaderboards']) {
    await db.query(sql.unsafe`DELETE FROM ${sql.identifier(['read', table])} WHERE game_id = ${gameId}`);
  }
}
