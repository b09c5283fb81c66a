import type { CommonQueryMethods } from 'slonik';
import type { LoadedGame } from './game-facts.ts';
import { gameOutcome } from './game-outcome.ts';
import { loadGames } from './load-game-facts.ts';
import { writePendingScores, type PendingScore, type PendingScores } from './pending-scores.ts';
import { writeGameOutcomes, type RecomputedGame } from './write-game-outcome.ts';

/**
 * A step of a recompute covers games with about this many scores recorded in the batch (a
 * rebuild's games have a thousand each, a live batch's a few): the database loads and writes
 * one step while this process derives the next, and a live batch touching a hundred small games
 * is still one step, a handful of statements.
 */
const SCORES_PER_STEP = 2500;

/** The games in order, cut into steps of about SCORES_PER_STEP pending scores (a game never split). */
function stepsOf(gameIds: readonly string[], pending: PendingScores): string[][] {
  const steps: string[][] = [];
  let step: string[] = [];
  let scores = 0;
  for (const gameId of gameIds) {
    const count = pending.count(gameId);
    if (step.length > 0 && scores + count > SCORES_PER_STEP) {
      steps.push(step);
      step = [];
      scores = 0;
    }
    step.push(gameId);
    scores += count;
  }
  if (step.length > 0) steps.push(step);
  return steps;
}

/**
 * A loaded game with the scores its batch recorded but did not write yet, as if they had been
 * written: a score already stored keeps its player, round and hole (a write would not change
 * them) and takes the new strokes. Scores stay in the read tables' order (round, hole, player, id).
 */
export function withPendingScores(game: LoadedGame, pending: readonly PendingScore[]): LoadedGame {
  if (pending.length === 0) return game;
  const byId = new Map(pending.map((row) => [row.id, row]));
  const scores = game.facts.scores.map((score) => {
    const row = byId.get(score.id);
    byId.delete(score.id);
    return row ? { ...score, strokes: row.strokes } : score;
  });
  for (const row of byId.values()) {
    scores.push({ id: row.id, playerId: row.playerId, roundNumber: row.roundNumber, holeNumber: row.holeNumber, strokes: row.strokes });
  }
  scores.sort((a, b) => a.roundNumber - b.roundNumber || a.holeNumber - b.holeNumber || compare(a.playerId, b.playerId) || compare(a.id, b.id));
  return { ...game, facts: { ...game.facts, scores } };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A promise whose failure is reported where it is awaited, never as an unhandled rejection meanwhile. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Derives the games again from the read tables (with the batch's pending scores laid over
 * them) with @golf/golf and stores the results, a step of games at a time (stepsOf). The statements
 * of a step are queued on the transaction's connection without waiting for them, so PostgreSQL
 * loads and writes one step while this process derives the next. Steps touch different games.
 */
export async function recomputeGames(db: CommonQueryMethods, pending: PendingScores, gameIds: readonly string[]): Promise<void> {
  const steps = stepsOf(gameIds, pending);
  const load = (ids: readonly string[]) => {
    const taken = pending.take(ids);
    return settled(loadGames(db, ids).then((games) => ({ games, taken })));
  };
  const writes: Promise<void>[] = [];
  let next = steps[0] ? load(steps[0]) : null;
  for (let step = 0; next; step += 1) {
    const { games, taken } = await next;
    const following = steps[step + 1];
    next = following ? load(following) : null;
    const recomputed: RecomputedGame[] = [];
    const gone: PendingScore[] = [];
    for (const [gameId, rows] of taken) if (!games.has(gameId)) gone.push(...rows);
    for (const loaded of games.values()) {
      const rows = taken.get(loaded.facts.gameId) ?? [];
      const game = withPendingScores(loaded, rows);
      recomputed.push({ game, pending: rows, outcome: gameOutcome(game.facts) });
    }
    // A score of a game the read tables do not have is still stored, raw, as its event says.
    writes.push(settled(writePendingScores(db, gone)), settled(writeGameOutcomes(db, recomputed)));
  }
  await Promise.all(writes);
}
