import { z } from 'zod';
import { BetType, GameAccessLevel, GameStatus, GameTypeId, ScoringType } from './game-fields.ts';

/** A player of a game. `handicap` is the handicap index; totals are derived from the scores. */
export const PlayerView = z.object({
  id: z.string().uuid(),
  gameId: z.string().uuid(),
  name: z.string(),
  handicap: z.number(),
  ghinId: z.string().nullable(),
  userId: z.string().uuid().nullable(),
  /** 1, 2 or null (teams 3 and up play as team 2). */
  teamNumber: z.union([z.literal(1), z.literal(2)]).nullable(),
  totalPoints: z.number(),
  totalStrokes: z.number(),
});
export type PlayerView = z.infer<typeof PlayerView>;

/** The course of a round, as far as the game screens need it; null once the course is gone. */
export const RoundCourseView = z.object({
  id: z.string().uuid(),
  name: z.string(),
  location: z.string(),
  holes: z.union([z.literal(9), z.literal(18)]),
  isGlobal: z.boolean(),
  createdBy: z.string().uuid().nullable(),
});
export type RoundCourseView = z.infer<typeof RoundCourseView>;

export const RoundStatus = z.enum(['not_started', 'in_progress', 'completed']);

/** A round of a game that has its course. */
export const RoundView = z.object({
  gameId: z.string().uuid(),
  roundNumber: z.number().int(),
  courseId: z.string().uuid(),
  course: RoundCourseView.nullable(),
  status: RoundStatus,
  /** The admin confirmed the round's tees and handicaps ('Round Setup Confirmed!'). */
  confirmed: z.boolean(),
});
export type RoundView = z.infer<typeof RoundView>;

/**
 * A player's round: the tee, the handicap index the course handicap was worked from and the
 * course handicap (null until worked out). Quotas are set for quota scoring only:
 * initialQuota = clamp(36 − CH, 10, 45). Points and strokes are derived from the scores.
 */
export const PlayerRoundView = z.object({
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
export type PlayerRoundView = z.infer<typeof PlayerRoundView>;

/** A prize: `amount` in dollars (2 decimals), `amountCents` exact. */
export const PayoutView = z.object({
  position: z.number().int(),
  betType: BetType,
  amount: z.number(),
  amountCents: z.number().int(),
  description: z.string().nullable(),
});
export type PayoutView = z.infer<typeof PayoutView>;

/** Points per hole result (see PointsSystemBody); null for formats without points. */
export const PointsSystemView = z.record(z.string(), z.number()).nullable();

/**
 * A game with its players, rounds and payouts (GET /api/games/{id}). Codes show by access:
 * the admin sees all three, a player the player and view codes, a viewer the view code.
 * `accessLevel` is the caller's.
 */
export const GameView = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  scoringType: ScoringType,
  numberOfRounds: z.number().int(),
  targetPlayerCount: z.number().int(),
  currentRound: z.number().int(),
  currentHole: z.number().int(),
  isNassau: z.boolean(),
  useEightyPercentHandicap: z.boolean(),
  pointsSystem: PointsSystemView,
  tripId: z.string().uuid().nullable(),
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  adminCode: z.string().nullable(),
  playerCode: z.string().nullable(),
  viewCode: z.string().nullable(),
  isPublic: z.boolean(),
  accessLevel: GameAccessLevel,
  /** The players whose scores the caller may enter and correct: all of them for an admin, a player's own, none for a viewer. */
  myPlayerIds: z.array(z.string().uuid()),
  players: z.array(PlayerView),
  rounds: z.array(RoundView),
  payouts: z.array(PayoutView),
});
export type GameView = z.infer<typeof GameView>;

/** A game in a list (GET /api/games): enough for the home cards and /games. */
export const GameSummaryView = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  scoringType: ScoringType,
  numberOfRounds: z.number().int(),
  currentRound: z.number().int(),
  currentHole: z.number().int(),
  playerCount: z.number().int(),
  tripId: z.string().uuid().nullable(),
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  /** Round 1's course (the home card shows its name, else the game name); null without one. */
  firstRoundCourse: z.object({ id: z.string().uuid(), name: z.string(), holes: z.union([z.literal(9), z.literal(18)]) }).nullable(),
  /** The caller's player in this game; null: 'You're not participating in this game'. */
  myPlayerId: z.string().uuid().nullable(),
  accessLevel: GameAccessLevel,
});
export type GameSummaryView = z.infer<typeof GameSummaryView>;

/** A format as the chooser and the setup form show it (the table lives in @golf/golf). */
export const GameTypeView = z.object({
  id: GameTypeId,
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  recommendedPlayers: z.number().int(),
  defaultScoringType: ScoringType,
  supportsPointsSystem: z.boolean(),
  defaultPointsSystem: PointsSystemView,
  quotaPointsSystem: PointsSystemView,
  supportsNassau: z.boolean(),
  icon: z.string(),
  rules: z.array(z.string()),
  /** Player counts the form offers: match play 2 or 4, best ball 2, 4, 6, 8, others min … max. */
  playerCountOptions: z.array(z.number().int()),
  /** Scoring types the format allows (quota is dogfight only). */
  scoringTypes: z.array(ScoringType),
});
export type GameTypeView = z.infer<typeof GameTypeView>;
