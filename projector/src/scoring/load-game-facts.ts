import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GAME_TYPE_IDS, SCORING_TYPES, type HoleCount } from '@golf/golf';
import type { GameFacts, LoadedGame, PayoutFact, PlayerFact, StoredDerivation, TeeHole } from './game-facts.ts';

/**
 * One row per game: its settings checked by zod, and each list as JSON text built by
 * PostgreSQL. The lists are this projector's own rows (and the courses projection's tee holes);
 * they are parsed with JSON.parse and typed by the query that builds them, not checked field by
 * field: a rebuild loads every score of every game, and checking each one cost more than the
 * rest of the load.
 */
const GameFactsRow = z.object({
  gameId: z.string(),
  gameType: z.enum(GAME_TYPE_IDS),
  scoringType: z.enum(SCORING_TYPES),
  pointsSystem: z.record(z.string(), z.number()).nullable(),
  isNassau: z.boolean(),
  players: z.string(),
  rounds: z.string(),
  playerRounds: z.string(),
  tees: z.string(),
  scores: z.string(),
  quotaAdjustments: z.string(),
  payouts: z.string(),
});

type ScoreRow = GameFacts['scores'][number] & { stored: StoredDerivation };

/**
 * The games `gameIds` from the read tables (games, courses and the raw strokes of this
 * projection), by id; a game that is gone is absent. One query for all of them: the projector
 * recomputes every game a batch touched together.
 */
export async function loadGames(db: CommonQueryMethods, gameIds: readonly string[]): Promise<Map<string, LoadedGame>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.any(sql.type(GameFactsRow)`
    SELECT g.id AS "gameId", g.game_type AS "gameType", g.scoring_type AS "scoringType", g.points_system AS "pointsSystem", g.is_nassau AS "isNassau",
      (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'handicap', p.handicap, 'teamNumber', p.team_number, 'userId', p.user_id)
        ORDER BY p.added_position, p.id), '[]') FROM read.game_players p WHERE p.game_id = g.id)::text AS players,
      (SELECT coalesce(json_agg(json_build_object('roundNumber', r.round_number, 'courseHoles', r.course_holes, 'started', r.status <> 'not_started')
        ORDER BY r.round_number), '[]') FROM read.game_rounds r WHERE r.game_id = g.id)::text AS rounds,
      (SELECT coalesce(json_agg(json_build_object('playerId', pr.player_id, 'roundNumber', pr.round_number, 'teeSetId', pr.tee_set_id, 'courseHandicap', pr.course_handicap)
        ORDER BY pr.round_number, pr.player_id), '[]') FROM read.player_rounds pr WHERE pr.game_id = g.id)::text AS "playerRounds",
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'holes', t.holes)), '[]') FROM read.tee_sets t
        WHERE t.id IN (SELECT tee_set_id FROM read.player_rounds WHERE game_id = g.id AND tee_set_id IS NOT NULL))::text AS tees,
      (SELECT coalesce(json_agg(json_build_array(h.id, h.player_id, h.round_number, h.hole_number, h.strokes,
          h.net_score, h.points, h.strokes_received, h.baseline_net_score IS NOT NULL)
        ORDER BY h.round_number, h.hole_number, h.player_id, h.id), '[]') FROM read.hole_scores h WHERE h.game_id = g.id)::text AS scores,
      (SELECT coalesce(json_agg(json_build_object('completedRound', q.completed_round, 'playerId', q.player_id, 'nextQuota', q.next_quota)
        ORDER BY q.completed_round, q.player_id), '[]') FROM read.quota_adjustments q WHERE q.game_id = g.id)::text AS "quotaAdjustments",
      (SELECT coalesce(json_agg(json_build_object('position', o.position, 'betType', o.bet_type, 'amountCents', o.amount_cents, 'description', o.description)
        ORDER BY o.bet_type, o.position), '[]') FROM read.game_payouts o WHERE o.game_id = g.id)::text AS payouts
    FROM read.games g WHERE g.id = ANY(${sql.array(gameIds, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.gameId, loadedGame(row)]));
}

type ScoreTuple = [string, string, number, number, number, number, number, number, boolean];

function loadedGame(row: z.infer<typeof GameFactsRow>): LoadedGame {
  const players = JSON.parse(row.players) as PlayerFact[];
  const tees = JSON.parse(row.tees) as Array<{ id: string; holes: TeeHole[] }>;
  const scores: ScoreRow[] = (JSON.parse(row.scores) as ScoreTuple[]).map(([id, playerId, roundNumber, holeNumber, strokes, netScore, points, strokesReceived, hasBaseline]) => ({
    id,
    playerId,
    roundNumber,
    holeNumber,
    strokes,
    stored: { netScore, points, strokesReceived, hasBaseline },
  }));
  const facts: GameFacts = {
    gameId: row.gameId,
    gameType: row.gameType,
    scoringType: row.scoringType,
    pointsSystem: row.pointsSystem,
    isNassau: row.isNassau,
    players: players.map((p) => ({ id: p.id, teamNumber: p.teamNumber })),
    rounds: JSON.parse(row.rounds) as Array<{ roundNumber: number; courseHoles: HoleCount; started: boolean }>,
    playerRounds: JSON.parse(row.playerRounds) as GameFacts['playerRounds'],
    tees: new Map(tees.map((tee) => [tee.id, tee.holes])),
    scores: scores.map(({ stored: _, ...score }) => score),
    quotaAdjustments: JSON.parse(row.quotaAdjustments) as GameFacts['quotaAdjustments'],
    payouts: JSON.parse(row.payouts) as PayoutFact[],
  };
  return { facts, players, stored: new Map(scores.map((s) => [s.id, s.stored])) };
}
