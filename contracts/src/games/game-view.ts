import { z } from 'zod/mini';
import { SideGameSettingsView } from '../leaderboards/side-games-view.ts';
import { BetType, GameAccessLevel, GameStatus, GameTypeId, ScoringType } from './game-fields.ts';

/** A player of a game. `handicap` is the handicap index; totals are derived from the scores. */
export const PlayerView = z.object({
  id: z.string().check(z.uuid()),
  gameId: z.string().check(z.uuid()),
  name: z.string(),
  handicap: z.number(),
  ghinId: z.nullable(z.string()),
  userId: z.nullable(z.string().check(z.uuid())),
  /** 1, 2 or null (teams 3 and up play as team 2). */
  teamNumber: z.nullable(z.union([z.literal(1), z.literal(2)])),
  totalPoints: z.number(),
  totalStrokes: z.number(),
});
export type PlayerView = z.infer<typeof PlayerView>;

/** The course of a round, as far as the game screens need it; null once the course is gone. */
export const RoundCourseView = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  location: z.string(),
  holes: z.union([z.literal(9), z.literal(18)]),
  isGlobal: z.boolean(),
  createdBy: z.nullable(z.string().check(z.uuid())),
});
export type RoundCourseView = z.infer<typeof RoundCourseView>;

export const RoundStatus = z.enum(['not_started', 'in_progress', 'completed']);

/** A round of a game that has its course. */
export const RoundView = z.object({
  gameId: z.string().check(z.uuid()),
  roundNumber: z.number().check(z.int()),
  courseId: z.string().check(z.uuid()),
  course: z.nullable(RoundCourseView),
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
  gameId: z.string().check(z.uuid()),
  playerId: z.string().check(z.uuid()),
  roundNumber: z.number().check(z.int()),
  teeSetId: z.nullable(z.string().check(z.uuid())),
  handicapIndex: z.nullable(z.number()),
  courseHandicap: z.nullable(z.number().check(z.int())),
  handicapManuallyAdjusted: z.boolean(),
  initialQuota: z.nullable(z.number().check(z.int())),
  currentQuota: z.nullable(z.number().check(z.int())),
  quotaDelta: z.number().check(z.int()),
  roundPoints: z.number(),
  roundStrokes: z.number(),
});
export type PlayerRoundView = z.infer<typeof PlayerRoundView>;

/** A prize: `amount` in dollars (2 decimals), `amountCents` exact. */
export const PayoutView = z.object({
  position: z.number().check(z.int()),
  betType: BetType,
  amount: z.number(),
  amountCents: z.number().check(z.int()),
  description: z.nullable(z.string()),
});
export type PayoutView = z.infer<typeof PayoutView>;

/** Points per hole result (see PointsSystemBody); null for formats without points. */
export const PointsSystemView = z.nullable(z.record(z.string(), z.number()));

/**
 * A game with its players, rounds and payouts (GET /api/games/{id}). Codes show by access:
 * the admin sees all three, a player the player and view codes, a viewer the view code.
 * `accessLevel` is the caller's.
 */
export const GameView = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  scoringType: ScoringType,
  numberOfRounds: z.number().check(z.int()),
  targetPlayerCount: z.number().check(z.int()),
  currentRound: z.number().check(z.int()),
  currentHole: z.number().check(z.int()),
  isNassau: z.boolean(),
  useEightyPercentHandicap: z.boolean(),
  pointsSystem: PointsSystemView,
  tripId: z.nullable(z.string().check(z.uuid())),
  createdBy: z.string().check(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
  adminCode: z.nullable(z.string()),
  playerCode: z.nullable(z.string()),
  viewCode: z.nullable(z.string()),
  isPublic: z.boolean(),
  accessLevel: GameAccessLevel,
  /** The players whose scores the caller may enter and correct: all of them for an admin, a player's own, none for a viewer. */
  myPlayerIds: z.array(z.string().check(z.uuid())),
  /**
   * Those of `myPlayerIds` whose own phone (another account's) scores them, with the name of that
   * phone's holder (null: the game cannot tell): the caller's saves leave them out unless entered
   * for them on purpose (`onBehalf`, decision 0700). Empty for a player's own card and a viewer.
   */
  playersOnOtherPhones: z.array(z.object({ playerId: z.string().check(z.uuid()), phoneOf: z.nullable(z.string()) })),
  players: z.array(PlayerView),
  rounds: z.array(RoundView),
  payouts: z.array(PayoutView),
  /** The side games the game plays beside its format and Nassau (null: not played); the players step reads Las Vegas's teams from it. */
  sideGames: SideGameSettingsView,
});
export type GameView = z.infer<typeof GameView>;

/** A game in a list (GET /api/games): enough for the home cards and /games. */
export const GameSummaryView = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  scoringType: ScoringType,
  numberOfRounds: z.number().check(z.int()),
  currentRound: z.number().check(z.int()),
  currentHole: z.number().check(z.int()),
  playerCount: z.number().check(z.int()),
  tripId: z.nullable(z.string().check(z.uuid())),
  createdBy: z.string().check(z.uuid()),
  createdAt: z.string(),
  /** Round 1's course (the home card shows its name, else the game name); null without one. */
  firstRoundCourse: z.nullable(
    z.object({ id: z.string().check(z.uuid()), name: z.string(), holes: z.union([z.literal(9), z.literal(18)]) }),
  ),
  /** The caller's player in this game; null: 'You're not participating in this game'. */
  myPlayerId: z.nullable(z.string().check(z.uuid())),
  accessLevel: GameAccessLevel,
});
export type GameSummaryView = z.infer<typeof GameSummaryView>;

/** A format as the chooser and the setup form show it (the table lives in @golf/golf). */
export const GameTypeView = z.object({
  id: GameTypeId,
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  minPlayers: z.number().check(z.int()),
  maxPlayers: z.number().check(z.int()),
  recommendedPlayers: z.number().check(z.int()),
  defaultScoringType: ScoringType,
  supportsPointsSystem: z.boolean(),
  defaultPointsSystem: PointsSystemView,
  quotaPointsSystem: PointsSystemView,
  supportsNassau: z.boolean(),
  icon: z.string(),
  rules: z.array(z.string()),
  /** Player counts the form offers: match play 2 or 4, best ball 2, 4, 6, 8, others min … max. */
  playerCountOptions: z.array(z.number().check(z.int())),
  /** Scoring types the format allows (quota is dogfight only). */
  scoringTypes: z.array(ScoringType),
});
export type GameTypeView = z.infer<typeof GameTypeView>;
