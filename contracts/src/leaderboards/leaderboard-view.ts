import { z } from 'zod';
import { BetType, GameStatus, GameTypeId, ScoringType } from '../games/game-fields.ts';

/**
 * A hole's result against par on the gross score (GOLF-RULES section 9), for the colour of
 * its stroke badge: eagle or better, birdie, par, bogey, double bogey or worse; null unplayed.
 */
export const HoleResult = z.enum(['eagle', 'birdie', 'par', 'bogey', 'double']);
export type HoleResult = z.infer<typeof HoleResult>;

/** One hole of a player's scorecard. Score fields are null until the hole is played. */
export const ScorecardHoleView = z.object({
  holeNumber: z.number().int(),
  par: z.number().int(),
  /** The hole's stroke index (SI) on the player's tee: 1 = hardest. */
  strokeIndex: z.number().int(),
  strokes: z.number().int().nullable(),
  netScore: z.number().int().nullable(),
  points: z.number().nullable(),
  /** Handicap strokes on the hole (dots); negative where a plus handicap gives strokes back (plus signs). */
  strokesReceived: z.number().int(),
  result: HoleResult.nullable(),
});
export type ScorecardHoleView = z.infer<typeof ScorecardHoleView>;

/** A player's card for one round: 9 or 18 holes and the totals over the holes played. */
export const ScorecardView = z.object({
  roundNumber: z.number().int(),
  courseHandicap: z.number().int().nullable(),
  holes: z.array(ScorecardHoleView),
  /** Birdies+: holes at par − 1 or better (gross). */
  totals: z.object({ points: z.number(), gross: z.number().int(), net: z.number().int(), birdiesPlus: z.number().int() }),
});
export type ScorecardView = z.infer<typeof ScorecardView>;

export const LeaderboardPlayer = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** Handicap index. */
  handicap: z.number(),
  teamNumber: z.union([z.literal(1), z.literal(2)]).nullable(),
  userId: z.string().uuid().nullable(),
});
export type LeaderboardPlayer = z.infer<typeof LeaderboardPlayer>;

/** A match play side's record: status as this side sees it (`AS`, `2 UP`, `1 DN`, `Dormie`, `3&2`, `Halved`) and W-T-L. */
export const MatchRecordView = z.object({
  status: z.string(),
  wins: z.number().int(),
  ties: z.number().int(),
  losses: z.number().int(),
  holesUp: z.number().int(),
  outcome: z.enum(['won', 'lost', 'halved']).nullable(),
});
export type MatchRecordView = z.infer<typeof MatchRecordView>;

/**
 * One leaderboard line (spec section 3, "Leaderboard entry"), best first. Positions are shared
 * on ties (`tied`: show T2); in team formats a player has the team's (or side's) position.
 * `totalPoints` is the format's points: per-hole points; match play holes won; skins skins won.
 * `toPar` is strokes (net in net scoring) minus the par of the holes played: `E`, `+3`, `-2`.
 * Quota fields are set in quota scoring only.
 */
export const LeaderboardEntry = z.object({
  position: z.number().int(),
  tied: z.boolean(),
  player: LeaderboardPlayer,
  totalPoints: z.number(),
  totalStrokes: z.number().int(),
  totalNetScore: z.number().int(),
  parForHolesPlayed: z.number().int(),
  toPar: z.string(),
  holesPlayed: z.number().int(),
  currentQuota: z.number().int().nullable(),
  quotaDelta: z.number().int().nullable(),
  match: MatchRecordView.nullable(),
  skins: z.object({ won: z.number().int(), valueCents: z.number().int() }).nullable(),
  /** The round's card on a round view; one card per round on the overall view. */
  scorecards: z.array(ScorecardView),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** A team (best ball) or side (four-ball match play), ranked by points then strokes. */
export const LeaderboardTeam = z.object({
  teamNumber: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  tied: z.boolean(),
  totalPoints: z.number(),
  totalStrokes: z.number().int(),
  holesPlayed: z.number().int(),
  playerIds: z.array(z.string().uuid()),
});
export type LeaderboardTeam = z.infer<typeof LeaderboardTeam>;

/** One Nassau bet: front_9 (holes 1–9), back_9 (10–18) or overall_18; a tie splits it. */
export const NassauBetView = z.object({
  betType: z.enum(['front_9', 'back_9', 'overall_18']),
  holes: z.object({ from: z.number().int(), to: z.number().int() }),
  /** Every competitor has played every hole of the bet. */
  complete: z.boolean(),
  /** Player ids of the leaders (a team's or side's players); more than one side: `tied`. */
  winners: z.array(z.string().uuid()),
  tied: z.boolean(),
  /** What the bet is played for, in cents: its winner takes it, tied leaders split it (0: no stake). Boards stored before stakes: 0. */
  stakeCents: z.number().int().default(0),
});
export type NassauBetView = z.infer<typeof NassauBetView>;

/**
 * A payout row and who it goes to on the standings so far: players tied on a position share
 * the amounts of the positions they occupy (GOLF-RULES section 8); `shareCents` is what each
 * of `playerIds` receives from their tie group (a team's players share its prize).
 */
export const LeaderboardPayout = z.object({
  position: z.number().int(),
  betType: BetType,
  amountCents: z.number().int(),
  description: z.string().nullable(),
  playerIds: z.array(z.string().uuid()),
  shareCents: z.number().int(),
});
export type LeaderboardPayout = z.infer<typeof LeaderboardPayout>;

/** Counts of gross results over the holes played (real counts, never placeholders). */
export const GameSummaryStats = z.object({
  eagles: z.number().int(),
  birdies: z.number().int(),
  pars: z.number().int(),
  bogeys: z.number().int(),
  doubles: z.number().int(),
  birdiesPlus: z.number().int(),
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
  version: z.string().optional(),
  gameId: z.string().uuid(),
  gameName: z.string(),
  gameType: GameTypeId,
  scoringType: ScoringType,
  round: z.number().int().nullable(),
  /** The course of the round shown (the current round's on the overall view); null without one. */
  courseName: z.string().nullable(),
  rounds: z.array(z.object({ roundNumber: z.number().int(), state: LeaderboardRoundState })),
  currentRound: z.number().int(),
  currentHole: z.number().int(),
  status: GameStatus,
  entries: z.array(LeaderboardEntry),
  /** Team formats only (best ball, four-ball match play); [] otherwise. */
  teams: z.array(LeaderboardTeam),
  /** Skins only: skins carried into the next hole, and skins carried past a round's last hole (never awarded). */
  skins: z.object({ carriedOver: z.number().int(), unclaimed: z.number().int(), valueCents: z.number().int() }).nullable(),
  /** When the game plays Nassau; [] otherwise. */
  nassau: z.array(NassauBetView),
  payouts: z.array(LeaderboardPayout),
  prizePoolCents: z.number().int(),
  summary: GameSummaryStats,
});
export type LeaderboardView = z.infer<typeof LeaderboardView>;

export const LeaderboardRoundParams = z.object({ id: z.string(), n: z.string() });
