import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@golf/events';
import { TeeSetRemoved, TeeSetUpdated, gameEvents, streamNames } from '@golf/events';
import type { Projection } from '../projection.ts';
import { gameOutcome } from './game-outcome.ts';
import { loadGameFacts } from './load-game-facts.ts';
import {
  recordPlayerRemoved,
  recordQuotasAdjusted,
  recordRoundRemoved,
  recordScoreCorrected,
  recordScoreEntered,
  recordScoresRecalculated,
} from './score-handlers.ts';
import { deleteGameScoring, writeGameOutcome } from './write-game-outcome.ts';

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
const TEE_EVENTS = new Set<string>([TeeSetUpdated.type, TeeSetRemoved.type]);

/**
 * Per batch: the games to recompute, and those holding a score entered or corrected since their
 * last recompute ("fresh": its baseline is set by the next recompute).
 */
interface BatchGames {
  dirty: Set<string>;
  fresh: Set<string>;
}

const batches = new WeakMap<object, BatchGames>();

function batchOf(tx: object): BatchGames {
  const existing = batches.get(tx);
  if (existing) return existing;
  const created = { dirty: new Set<string>(), fresh: new Set<string>() };
  batches.set(tx, created);
  return created;
}

async function recompute(db: CommonQueryMethods, batch: BatchGames, gameId: string): Promise<void> {
  batch.dirty.delete(gameId);
  batch.fresh.delete(gameId);
  const facts = await loadGameFacts(db, gameId);
  if (facts) await writeGameOutcome(db, gameId, gameOutcome(facts));
}

/** A change that may move derived values: fresh scores first take their baseline from the values before it. */
async function beforeDerivationChange(db: CommonQueryMethods, batch: BatchGames, gameId: string): Promise<void> {
  if (batch.fresh.has(gameId)) await recompute(db, batch, gameId);
  batch.dirty.add(gameId);
}

const gameIdOf = (event: RecordedEvent) => z.object({ gameId: z.string() }).parse(event.data).gameId;

async function applyGameEvent(tx: DatabaseTransactionConnection, batch: BatchGames, event: RecordedEvent): Promise<void> {
  const gameId = gameIdOf(event);
  if (event.type === 'GameDeleted') {
    batch.dirty.delete(gameId);
    batch.fresh.delete(gameId);
    await deleteGameScoring(tx, gameId);
    return;
  }
  if (SCORE_EVENTS.has(event.type)) {
    await (event.type === 'ScoreEntered' ? recordScoreEntered(tx, event) : recordScoreCorrected(tx, event));
    batch.dirty.add(gameId);
    batch.fresh.add(gameId);
    return;
  }
  if (event.type === 'ScoresRecalculated') {
    if (batch.dirty.has(gameId)) await recompute(tx, batch, gameId);
    await recordScoresRecalculated(tx, event);
    return;
  }
  if (DERIVATION_EVENTS.has(event.type)) await beforeDerivationChange(tx, batch, gameId);
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
  for (const gameId of games) await beforeDerivationChange(tx, batch, gameId);
}

/**
 * Scores and leaderboards (read-db/migrations/0005_scores_leaderboards.sql). Each event records
 * its raw fact (strokes, quotas) and marks its game; each marked game is recomputed from the read
 * tables with @golf/golf once, when the batch ends. It is listed before the games and courses
 * projections so that a recompute done mid-batch (to give fresh scores their baseline before a
 * handicap or tee change) sees the tables as they were before that change; a replay in batches
 * of any size therefore gives the same rows.
 */
export const scoringProjection: Projection = {
  name: 'scoring',
  handles: [...gameEvents.map((definition) => definition.type), TeeSetUpdated.type, TeeSetRemoved.type],
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
    for (const gameId of recomputed) await recompute(tx, batch, gameId);
    // A tee change recomputes games whose streams had no event in the batch: report them all.
    return recomputed.map((gameId) => streamNames.game(gameId));
  },
};
