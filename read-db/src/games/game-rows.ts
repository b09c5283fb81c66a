import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

const holeCount = z.union([z.literal(9), z.literal(18)]);

/** A row of `read.games`, camel-cased, with the three codes. */
export const GameRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: z.enum(['dogfight', 'stroke_play', 'match_play', 'best_ball', 'skins', 'stableford', 'modified_stableford']),
  status: z.enum(['setup', 'in_progress', 'completed']),
  scoringType: z.enum(['net', 'gross', 'quota']),
  numberOfRounds: z.number().int(),
  targetPlayerCount: z.number().int(),
  currentRound: z.number().int(),
  currentHole: z.number().int(),
  isNassau: z.boolean(),
  useEightyPercentHandicap: z.boolean(),
  pointsSystem: z.record(z.string(), z.number()).nullable(),
  tripId: z.string().uuid().nullable(),
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  adminCode: z.string(),
  playerCode: z.string(),
  viewCode: z.string(),
  isPublic: z.boolean(),
  /** The side games as set on the game (each null or absent when not played); null on a row written before the column. */
  sideGames: z
    .object({
      skins: z.object({ valueCents: z.number().int() }).nullish(),
      presses: z
        .object({ mode: z.enum(['off', 'manual', 'automatic']), trigger: z.number().int(), stake: z.enum(['same', 'double']) })
        .nullish(),
      wolf: z.object({ pointValueCents: z.number().int() }).nullish(),
      vegas: z.object({ pointValueCents: z.number().int() }).nullish(),
    })
    .nullable(),
});
export type GameRow = z.infer<typeof GameRow>;

export const gameRowColumns: FragmentSqlToken = sql.fragment`
  g.id, g.name, g.game_type AS "gameType", g.status, g.scoring_type AS "scoringType",
  g.number_of_rounds AS "numberOfRounds", g.target_player_count AS "targetPlayerCount",
  g.current_round AS "currentRound", g.current_hole AS "currentHole", g.is_nassau AS "isNassau",
  g.use_eighty_percent_handicap AS "useEightyPercentHandicap", g.points_system AS "pointsSystem",
  g.trip_id AS "tripId", g.created_by AS "createdBy", g.created_at AS "createdAt", g.updated_at AS "updatedAt",
  g.admin_code AS "adminCode", g.player_code AS "playerCode", g.view_code AS "viewCode", g.is_public AS "isPublic",
  g.side_games AS "sideGames"
`;

/** A row of `read.game_players`. `handicap` is the handicap index. */
export const GamePlayerRow = z.object({
  id: z.string().uuid(),
  gameId: z.string().uuid(),
  name: z.string(),
  handicap: z.number(),
  ghinId: z.string().nullable(),
  userId: z.string().uuid().nullable(),
  teamNumber: z.union([z.literal(1), z.literal(2)]).nullable(),
  totalPoints: z.number(),
  totalStrokes: z.number(),
});
export type GamePlayerRow = z.infer<typeof GamePlayerRow>;

export const gamePlayerColumns: FragmentSqlToken = sql.fragment`
  p.id, p.game_id AS "gameId", p.name, p.handicap, p.ghin_id AS "ghinId", p.user_id AS "userId",
  p.team_number AS "teamNumber", p.total_points AS "totalPoints", p.total_strokes AS "totalStrokes"
`;

/** The course of a round as the game screens show it; null when the course row is gone. */
export const RoundCourseRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  location: z.string(),
  holes: holeCount,
  isGlobal: z.boolean(),
  createdBy: z.string().uuid().nullable(),
});
export type RoundCourseRow = z.infer<typeof RoundCourseRow>;

/** A row of `read.game_rounds` with its course. */
export const GameRoundRow = z.object({
  gameId: z.string().uuid(),
  roundNumber: z.number().int(),
  courseId: z.string().uuid(),
  course: RoundCourseRow.nullable(),
  status: z.enum(['not_started', 'in_progress', 'completed']),
  confirmed: z.boolean(),
});
export type GameRoundRow = z.infer<typeof GameRoundRow>;

export const gameRoundColumns: FragmentSqlToken = sql.fragment`
  r.game_id AS "gameId", r.round_number AS "roundNumber", r.course_id AS "courseId", r.status, r.confirmed,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
    'id', c.id, 'name', c.name, 'location', c.location, 'holes', c.holes, 'isGlobal', c.is_global, 'createdBy', c.created_by
  ) END AS course
`;

/** A row of `read.player_rounds`. */
export const PlayerRoundRow = z.object({
  gameId: z.string().uuid(),
  playerId: z.string().uuid(),
  roundNumber: z.number().int(),
  teeSetId: z.string().uuid().nullable(),
  handicapIndex: z.number().nullable(),
  courseHandicap: z.number().int().nullable(),
  handicapManuallyAdjusted: z.boolean(),
  initialQuota: z.number().int().nullable(),
  currentQuota: z.number().int().nullable(),
  quotaDelta: z.number().int(),
  roundPoints: z.number(),
  roundStrokes: z.number(),
});
export type PlayerRoundRow = z.infer<typeof PlayerRoundRow>;

export const playerRoundColumns: FragmentSqlToken = sql.fragment`
  pr.game_id AS "gameId", pr.player_id AS "playerId", pr.round_number AS "roundNumber", pr.tee_set_id AS "teeSetId",
  pr.handicap_index AS "handicapIndex", pr.course_handicap AS "courseHandicap",
  pr.handicap_manually_adjusted AS "handicapManuallyAdjusted", pr.initial_quota AS "initialQuota",
  pr.current_quota AS "currentQuota", pr.quota_delta AS "quotaDelta", pr.round_points AS "roundPoints",
  pr.round_strokes AS "roundStrokes"
`;

/** A row of `read.game_payouts`; amounts in whole cents. */
export const GamePayoutRow = z.object({
  position: z.number().int(),
  betType: z.enum(['overall', 'front_9', 'back_9', 'overall_18']),
  amountCents: z.number().int(),
  description: z.string().nullable(),
});
export type GamePayoutRow = z.infer<typeof GamePayoutRow>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a uuid at all: anything else is simply not found, never a SQL error. */
export const isGameUuid = (id: string) => uuidPattern.test(id);
