import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@golf/events';
import { TeeSetRemoved, TeeSetUpdated, gameAccessEvents, gameEvents, streamNames } from '@golf/events';
import type { Projection } from '../projection.ts';
import { PendingScores } from './pending-scores.ts';
import { recomputeGames } from './recompute-games.ts';
import {
  recordPlayerRemoved,
  recordQuotasAdjusted,
  recordRoundRemoved,
  recordScoresRecalculated,
} from './score-handlers.ts';
import { deleteGameScoring } from './write-game-outcome.ts';

/** Game events after which a score's net or points may differ: handicaps, tees, courses, settings. */
const DERIVATION_EVENTS = new Set([
  'GameSettingsChanged',
  'PlayerRemoved',
  'RoundCourseChosen',
  'RoundAdded',
  'RoundRemoved',
  'TeeChosen',
  'CourseHandicapsCalculated',
  'CourseHandicapAdjusted',
]);
const SCORE_EVENTS = new Set(['ScoreEntered', 'ScoreCorrected']);
/** Who may open a game changes nothing on its leaderboard. */
const ACCESS_EVENTS = new Set<string>(gameAccessEvents.map((definition) => definition.type));
const TEE_EVENTS = new Set<string>([TeeSetUpdated.type, TeeSetRemoved.type]);
/** Game events whose handling here reads or changes read.hole_scores directly. */
const HOLE_SCORE_EVENTS = new Set(['GameDeleted', 'ScoresRecalculated', 'RoundRemoved', 'PlayerRemoved']);

/**
 * Per batch: the games to recompute, those holding a score entered or corrected since their
 * last recompute ("fresh": its baseline is set by the next recompute), and the scores recorded
 * but not yet written.
 */
interface BatchGames {
  dirty: Set<string>;
  fresh: Set<string>;
  scores: PendingScores;
}

const batches = new WeakMap<object, BatchGames>();

function batchOf(tx: object): BatchGames {
  const existing = batches.get(tx);
  if (existing) return existing;
  const created = { dirty: new Set<string>(), fresh: new Set<string>(), scores: new PendingScores() };
  batches.set(tx, created);
  return created;
}

/** Derives the games again with @golf/golf (recompute-games.ts); they are no longer marked. */
async function recompute(tx: DatabaseTransactionConnection, batch: BatchGames, gameIds: readonly string[]): Promise<void> {
  for (const gameId of gameIds) {
    batch.dirty.delete(gameId);
    batch.fresh.delete(gameId);
  }
  await recomputeGames(tx, batch.scores, gameIds);
}

/** A change that may move derived values: fresh scores first take their baseline from the values before it. */
async function beforeDerivationChange(tx: DatabaseTransactionConnection, batch: BatchGames, gameIds: readonly string[]): Promise<void> {
  const fresh = gameIds.filter((gameId) => batch.fresh.has(gameId));
  if (fresh.length > 0) await recompute(tx, batch, fresh);
  for (const gameId of gameIds) batch.dirty.add(gameId);
}

const GameIdData = z.object({ gameId: z.string() });

async function applyGameEvent(tx: DatabaseTransactionConnection, batch: BatchGames, event: RecordedEvent): Promise<void> {
  if (SCORE_EVENTS.has(event.type)) {
    const gameId = batch.scores.record(event);
    batch.dirty.add(gameId);
    batch.fresh.add(gameId);
    return;
  }
  const gameId = GameIdData.parse(event.data).gameId.toLowerCase();
  // These read or change hole_scores: the scores recorded so far go in first (a recompute writes them itself).
  if (HOLE_SCORE_EVENTS.has(event.type)) await batch.scores.flush(tx);
  if (event.type === 'GameDeleted') {
    batch.dirty.delete(gameId);
    batch.fresh.delete(gameId);
    await deleteGameScoring(tx, gameId);
    return;
  }
  if (event.type === 'ScoresRecalculated') {
    if (batch.dirty.has(gameId)) await recompute(tx, batch, [gameId]);
    await recordScoresRecalculated(tx, event);
    return;
  }
  if (DERIVATION_EVENTS.has(event.type)) await beforeDerivationChange(tx, batch, [gameId]);
  else batch.dirty.add(gameId);
  if (event.type === 'RoundRemoved') await recordRoundRemoved(tx, event);
  if (event.type === 'PlayerRemoved') await recordPlayerRemoved(tx, event);
  if (event.type === 'QuotasAdjusted') await recordQuotasAdjusted(tx, event);
}

/** A tee set changed or went: every game whose players play from it is derived again. */
async function applyTeeEvent(tx: DatabaseTransactionConnection, batch: BatchGames, event: RecordedEvent): Promise<void> {
  const teeSetId = z.object({ teeSet: z.object({ teeSetId: z.string() }) }).parse(event.data).teeSet.teeSetId;
  const games = await tx.anyFirst(sql.type(z.object({ gameId: z.string() }))`
    SELECT DISTINCT game_id AS "gameId" FROM read.player_rounds WHERE tee_set_id = ${teeSetId} ORDER BY 1
  `);
  await beforeDerivationChange(tx, batch, games);
}

/**
 * Scores and leaderboards (read-db migrations 0005 and 0006). Each event records its raw fact
 * (strokes, quotas) and marks its game; the marked games are recomputed from the read tables
 * with @golf/golf together, when the batch ends. It is listed before the games and courses
 * projections so that a recompute done mid-batch (to give fresh scores their baseline before a
 * handicap or tee change) sees the tables as they were before that change; a replay in batches
 * of any size therefore gives the same rows.
 */
export const scoringProjection: Projection = {
  name: 'scoring',
  handles: [...gameEvents.map((definition) => definition.type).filter((type) => !ACCESS_EVENTS.has(type)), TeeSetUpdated.type, TeeSetRemoved.type],
  async apply(tx, event) {
    const batch = batchOf(tx);
    if (TEE_EVENTS.has(event.type)) await applyTeeEvent(tx, batch, event);
    else await applyGameEvent(tx, batch, event);
  },
  async finishBatch(tx) {
    const batch = batches.get(tx);
    if (!batch) return;
    batches.delete(tx);
    const recomputed = [...batch.dirty].sort();
    await recompute(tx, batch, recomputed);
    // A tee change recomputes games whose streams had no event in the batch: report them all.
    return recomputed.map((gameId) => streamNames.game(gameId));
  },
};
