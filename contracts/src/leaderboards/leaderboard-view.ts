import { z } from 'zod/mini';
import { BetType, GameStatus, GameTypeId, ScoringType } from '../games/game-fields.ts';
import { CupMatchLineView } from '../cup/cup-match-line.ts';
import { BoardSideGamesView, GameMoneyView, PressLineView } from './side-games-view.ts';

/**
 * A hole's result against par on the gross score (docs/golf-rules.md section 9), for the colour of
 * its stroke badge: eagle or better, birdie, par, bogey, double bogey or worse; null unplayed.
 */
export const HoleResult = z.enum(['eagle', 'birdie', 'par', 'bogey', 'double']);
export type HoleResult = z.infer<typeof HoleResult>;

/** A hole's awards on a board: a player id each, or null for nobody (decision 0809). */
export const BoardHoleAwardsView = z.object({
  roundNumber: z.number().check(z.int()),
  holeNumber: z.number().check(z.int()),
  bingo: z.nullable(z.string()),
  bango: z.nullable(z.string()),
  bongo: z.nullable(z.string()),
  closestToPin: z.nullable(z.string()),
});
export type BoardHoleAwardsView = z.infer<typeof BoardHoleAwardsView>;

/** One hole of a player's scorecard. Score fields are null until the hole is played. */
export const ScorecardHoleView = z.object({
  holeNumber: z.number().check(z.int()),
  par: z.number().check(z.int()),
  /** The hole's stroke index (SI) on the player's tee: 1 = hardest. */
  strokeIndex: z.number().check(z.int()),
  strokes: z.nullable(z.number().check(z.int())),
  netScore: z.nullable(z.number().check(z.int())),
  points: z.nullable(z.number()),
  /** Handicap strokes on the hole (dots); negative where a plus handicap gives strokes back (plus signs). */
  strokesReceived: z.number().check(z.int()),
  result: z.nullable(HoleResult),
});
export type ScorecardHoleView = z.infer<typeof ScorecardHoleView>;

/** A player's card for one round: 9 or 18 holes and the totals over the holes played. */
export const ScorecardView = z.object({
  roundNumber: z.number().check(z.int()),
  courseHandicap: z.nullable(z.number().check(z.int())),
  holes: z.array(ScorecardHoleView),
  /** Birdies+: holes at par − 1 or better (gross). */
  totals: z.object({
    points: z.number(),
    gross: z.number().check(z.int()),
    net: z.number().check(z.int()),
    birdiesPlus: z.number().check(z.int()),
  }),
});
export type ScorecardView = z.infer<typeof ScorecardView>;

export const LeaderboardPlayer = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  /** Handicap index. */
  handicap: z.number(),
  teamNumber: z.nullable(z.union([z.literal(1), z.literal(2)])),
  userId: z.nullable(z.string().check(z.uuid())),
});
export type LeaderboardPlayer = z.infer<typeof LeaderboardPlayer>;

/** A match play side's record: status as this side sees it (`AS`, `2 UP`, `1 DN`, `Dormie`, `3&2`, `Halved`) and W-T-L. */
export const MatchRecordView = z.object({
  status: z.string(),
  wins: z.number().check(z.int()),
  ties: z.number().check(z.int()),
  losses: z.number().check(z.int()),
  holesUp: z.number().check(z.int()),
  outcome: z.nullable(z.enum(['won', 'lost', 'halved'])),
});
export type MatchRecordView = z.infer<typeof MatchRecordView>;

/**
 * One leaderboard line (spec section 3, "Leaderboard entry"), best first. Positions are shared
 * on ties (`tied`: show T2); in team formats a player has the team's (or side's) position.
 * `started` is false until the player (in a team format, their team or side) has a hole played:
 * such lines come after every started one and are shown "not started", never as a position.
 * `totalPoints` is the format's points: per-hole points; match play holes won; skins skins won.
 * `toPar` is strokes (net in net scoring) minus the par of the holes played: `E`, `+3`, `-2`.
 * Quota fields are set in quota scoring only.
 */
export const LeaderboardEntry = z.object({
  position: z.number().check(z.int()),
  tied: z.boolean(),
  started: z.boolean(),
  player: LeaderboardPlayer,
  totalPoints: z.number(),
  totalStrokes: z.number().check(z.int()),
  totalNetScore: z.number().check(z.int()),
  parForHolesPlayed: z.number().check(z.int()),
  toPar: z.string(),
  holesPlayed: z.number().check(z.int()),
  currentQuota: z.nullable(z.number().check(z.int())),
  quotaDelta: z.nullable(z.number().check(z.int())),
  match: z.nullable(MatchRecordView),
  skins: z.nullable(z.object({ won: z.number().check(z.int()), valueCents: z.number().check(z.int()) })),
  /** The round's card on a round view; one card per round on the overall view. */
  scorecards: z.array(ScorecardView),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/**
 * A team (best ball) or side (four-ball match play), ranked by points then strokes to par (match
 * play: holes up). `started` once one of its players has a hole played; teams not started come last.
 */
export const LeaderboardTeam = z.object({
  teamNumber: z.number().check(z.int()),
  name: z.string(),
  position: z.number().check(z.int()),
  tied: z.boolean(),
  started: z.boolean(),
  totalPoints: z.number(),
  totalStrokes: z.number().check(z.int()),
  holesPlayed: z.number().check(z.int()),
  playerIds: z.array(z.string().check(z.uuid())),
});
export type LeaderboardTeam = z.infer<typeof LeaderboardTeam>;

/** One Nassau bet: front_9 (holes 1–9), back_9 (10–18) or overall_18; a tie splits it. */
export const NassauBetView = z.object({
  betType: z.enum(['front_9', 'back_9', 'overall_18']),
  holes: z.object({ from: z.number().check(z.int()), to: z.number().check(z.int()) }),
  /** Every competitor has played every hole of the bet. */
  complete: z.boolean(),
  /** Player ids of the leaders so far (a team's or side's players), among those who have a hole of the bet played; none before anyone has; more than one side: `tied`. */
  winners: z.array(z.string().check(z.uuid())),
  tied: z.boolean(),
  /** What the bet is played for, in cents: its winner takes it, tied leaders split it (0: no stake). Boards stored before stakes: 0. */
  stakeCents: z._default(z.number().check(z.int()), 0),
});
export type NassauBetView = z.infer<typeof NassauBetView>;

/**
 * A payout row and who it goes to on the standings so far: players tied on a position share
 * the amounts of the positions they occupy (docs/golf-rules.md section 8); `shareCents` is what each
 * of `playerIds` receives from their tie group (a team's players share its prize).
 */
export const LeaderboardPayout = z.object({
  position: z.number().check(z.int()),
  betType: BetType,
  amountCents: z.number().check(z.int()),
  description: z.nullable(z.string()),
  playerIds: z.array(z.string().check(z.uuid())),
  shareCents: z.number().check(z.int()),
});
export type LeaderboardPayout = z.infer<typeof LeaderboardPayout>;

/** Counts of gross results over the holes played (real counts, never placeholders). */
export const GameSummaryStats = z.object({
  eagles: z.number().check(z.int()),
  birdies: z.number().check(z.int()),
  pars: z.number().check(z.int()),
  bogeys: z.number().check(z.int()),
  doubles: z.number().check(z.int()),
  birdiesPlus: z.number().check(z.int()),
});
export type GameSummaryStats = z.infer<typeof GameSummaryStats>;

/** Round progress on the leaderboard: completed before the current round, in progress on it, else not started. */
export const LeaderboardRoundState = z.enum(['completed', 'in_progress', 'not_started']);
export type LeaderboardRoundState = z.infer<typeof LeaderboardRoundState>;

/**
 * GET /api/games/{id}/leaderboard (`round` null: every round together) and
 * /leaderboard/round/{n}. Built by the projector from the recorded strokes with @golf/golf.
 */
export const LeaderboardView = z.object({
  /** Changes whenever anything else on the board does; a live change names the version it patches. */
  version: z.optional(z.string()),
  gameId: z.string().check(z.uuid()),
  gameName: z.string(),
  gameType: GameTypeId,
  scoringType: ScoringType,
  round: z.nullable(z.number().check(z.int())),
  /** The course of the round shown (the current round's on the overall view); null without one. */
  courseName: z.nullable(z.string()),
  rounds: z.array(z.object({ roundNumber: z.number().check(z.int()), state: LeaderboardRoundState })),
  currentRound: z.number().check(z.int()),
  currentHole: z.number().check(z.int()),
  status: GameStatus,
  entries: z.array(LeaderboardEntry),
  /** Team formats only (best ball, four-ball match play); [] otherwise. */
  teams: z.array(LeaderboardTeam),
  /** Skins only: skins carried into the next hole, and skins carried past a round's last hole (never awarded). */
  skins: z.nullable(
    z.object({ carriedOver: z.number().check(z.int()), unclaimed: z.number().check(z.int()), valueCents: z.number().check(z.int()) }),
  ),
  /** When the game plays Nassau; [] otherwise. */
  nassau: z.array(NassauBetView),
  payouts: z.array(LeaderboardPayout),
  prizePoolCents: z.number().check(z.int()),
  summary: GameSummaryStats,
  /** A cup match's game only: the match as the trip's cup counts it. */
  cupMatch: z.optional(CupMatchLineView),
  /** A match play Nassau's presses, in the order opened (automatic) or recorded (manual); [] without. */
  presses: z.optional(z.array(PressLineView)),
  /** Side games beyond the Nassau (skins on another format, Wolf, Las Vegas): their settings and play. */
  sideGames: z.optional(BoardSideGamesView),
  /** The overall board only: the game's money, as GET /api/games/{id}/money answers it. */
  money: z.optional(GameMoneyView),
  /**
   * Who took bingo, bango, bongo and closest to the pin on the board's holes (docs/golf-rules.md
   * section 15), by round and hole, holes with someone awarded only; absent when none.
   */
  holeAwards: z.optional(z.array(BoardHoleAwardsView)),
});
export type LeaderboardView = z.infer<typeof LeaderboardView>;

export const LeaderboardRoundParams = z.object({ id: z.string(), n: z.string() });
