import { z } from 'zod';

const HoleResult = z.enum(['eagle', 'birdie', 'par', 'bogey', 'double']);

/** A player's card for one round, as a leaderboard entry holds it. */
export const ScorecardRow = z.object({
  roundNumber: z.number().int(),
  courseHandicap: z.number().int().nullable(),
  holes: z.array(
    z.object({
      holeNumber: z.number().int(),
      par: z.number().int(),
      strokeIndex: z.number().int(),
      strokes: z.number().int().nullable(),
      netScore: z.number().int().nullable(),
      points: z.number().nullable(),
      strokesReceived: z.number().int(),
      result: HoleResult.nullable(),
    }),
  ),
  totals: z.object({ points: z.number(), gross: z.number().int(), net: z.number().int(), birdiesPlus: z.number().int() }),
});
export type ScorecardRow = z.infer<typeof ScorecardRow>;

/** One line of a stored leaderboard, with the player it is about (the contract's LeaderboardEntry). */
export const LeaderboardEntryRow = z.object({
  position: z.number().int(),
  tied: z.boolean(),
  player: z.object({
    id: z.string().uuid(),
    name: z.string(),
    handicap: z.number(),
    teamNumber: z.union([z.literal(1), z.literal(2)]).nullable(),
    userId: z.string().uuid().nullable(),
  }),
  totalPoints: z.number(),
  totalStrokes: z.number().int(),
  totalNetScore: z.number().int(),
  parForHolesPlayed: z.number().int(),
  toPar: z.string(),
  holesPlayed: z.number().int(),
  currentQuota: z.number().int().nullable(),
  quotaDelta: z.number().int().nullable(),
  match: z
    .object({
      status: z.string(),
      wins: z.number().int(),
      ties: z.number().int(),
      losses: z.number().int(),
      holesUp: z.number().int(),
      outcome: z.enum(['won', 'lost', 'halved']).nullable(),
    })
    .nullable(),
  skins: z.object({ won: z.number().int(), valueCents: z.number().int() }).nullable(),
  scorecards: z.array(ScorecardRow),
});
export type LeaderboardEntryRow = z.infer<typeof LeaderboardEntryRow>;

/** A team (best ball) or side (four-ball match play) of a stored leaderboard. */
export const LeaderboardTeamRow = z.object({
  teamNumber: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  tied: z.boolean(),
  totalPoints: z.number(),
  totalStrokes: z.number().int(),
  holesPlayed: z.number().int(),
  playerIds: z.array(z.string().uuid()),
});
export type LeaderboardTeamRow = z.infer<typeof LeaderboardTeamRow>;

const BetType = z.enum(['overall', 'front_9', 'back_9', 'overall_18']);

/**
 * A row of `read.leaderboards` (migration 0006), each part in the LeaderboardView contract's
 * shape: the lines, teams, skins, Nassau bets, payouts on the standings, prize pool and counts.
 */
export const LeaderboardDocument = z.object({
  entries: z.array(LeaderboardEntryRow),
  teams: z.array(LeaderboardTeamRow),
  skins: z.object({ carriedOver: z.number().int(), unclaimed: z.number().int(), valueCents: z.number().int() }).nullable(),
  nassau: z.array(
    z.object({
      betType: z.enum(['front_9', 'back_9', 'overall_18']),
      holes: z.object({ from: z.number().int(), to: z.number().int() }),
      complete: z.boolean(),
      winners: z.array(z.string().uuid()),
      tied: z.boolean(),
    }),
  ),
  payouts: z.array(
    z.object({
      position: z.number().int(),
      betType: BetType,
      amountCents: z.number().int(),
      description: z.string().nullable(),
      playerIds: z.array(z.string().uuid()),
      shareCents: z.number().int(),
    }),
  ),
  prizePoolCents: z.number().int(),
  summary: z.object({
    eagles: z.number().int(),
    birdies: z.number().int(),
    pars: z.number().int(),
    bogeys: z.number().int(),
    doubles: z.number().int(),
    birdiesPlus: z.number().int(),
  }),
});
export type LeaderboardDocument = z.infer<typeof LeaderboardDocument>;
