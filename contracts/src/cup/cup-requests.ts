import { z } from 'zod/mini';
import { cupMessages } from './cup-messages.ts';
import { CupFormat } from './cup-match-line.ts';

const uuid = (message: string) => z.string({ error: message }).check(z.uuid(message));
const halves = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.refine((n) => Number.isInteger(n * 2) && n >= min && n <= max, message));

/** A team as the cup is set: its name, colour, players (trip members) and captain (default: its first player). */
export const CupTeamBody = z.strictObject({
  name: z.pipe(
    z.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    z.string({ error: cupMessages.teamName }).check(z.minLength(1, cupMessages.teamName), z.maxLength(30, cupMessages.teamName)),
  ),
  color: z.string({ error: cupMessages.color }).check(z.regex(/^#[0-9a-fA-F]{6}$/, cupMessages.color)),
  userIds: z
    .array(uuid('Each player is a trip member’s user id'), { error: 'userIds is a list of user ids' })
    .check(z.minLength(1, cupMessages.noPlayers), z.maxLength(24, 'A team has at most 24 players')),
  captainId: z.optional(uuid('The captain is one of the team’s players')),
});
export type CupTeamBody = z.infer<typeof CupTeamBody>;

/**
 * PUT /api/trips/{id}/cup: the cup's name (default 'The Cup'), its two teams, the holder who
 * retains it on a tie (null: none), and optionally the points it will have in all once every
 * session is made (`plannedPoints`; null or absent: the points of the matches made).
 */
export const SetCupBody = z.strictObject({
  name: z.optional(
    z.pipe(
      z.transform((value) => (typeof value === 'string' ? value.trim() : value)),
      z.string({ error: cupMessages.cupName }).check(z.maxLength(60, cupMessages.cupName)),
    ),
  ),
  teams: z.tuple([CupTeamBody, CupTeamBody], { error: cupMessages.twoTeams }),
  holder: z.nullable(z.union([z.literal(0), z.literal(1)], { error: cupMessages.holder })),
  plannedPoints: z.optional(z.nullable(halves(0.5, 200, cupMessages.plannedPoints))),
});
export type SetCupBody = z.infer<typeof SetCupBody>;

/** A local date and time on the course's clock, `YYYY-MM-DDTHH:MM`, that exists on the calendar. */
export const LocalTeeTime = z.string({ error: cupMessages.teeTime }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: cupMessages.teeTime, abort: true }),
  z.refine((time) => {
    const date = new Date(`${time}:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === time;
  }, cupMessages.teeTime),
);

/**
 * POST /api/trips/{id}/cup/matches: one match of a session, played as a game of the trip on a
 * course of the trip and one of its tees; `points` default 1.
 */
export const MakeCupMatchBody = z.strictObject({
  session: z
    .number({ error: cupMessages.session })
    .check(z.int(cupMessages.session), z.gte(1, cupMessages.session), z.lte(50, cupMessages.session)),
  format: CupFormat,
  teams: z.tuple([z.array(uuid(cupMessages.teamsOfMatch)), z.array(uuid(cupMessages.teamsOfMatch))], { error: cupMessages.teamsOfMatch }),
  courseId: uuid(cupMessages.selectCourse),
  teeSetId: uuid(cupMessages.selectTee),
  teeTime: z.optional(z.nullable(LocalTeeTime)),
  points: z.optional(halves(0.5, 10, cupMessages.matchPoints)),
});
export type MakeCupMatchBody = z.infer<typeof MakeCupMatchBody>;

/** POST /api/trips/{id}/cup/pairings: a session's proposed matches; another `seed` proposes others. */
export const ProposeCupPairingsBody = z.strictObject({
  session: MakeCupMatchBody.shape.session,
  format: CupFormat,
  seed: z.optional(
    z.number({ error: cupMessages.seed }).check(z.int(cupMessages.seed), z.gte(0, cupMessages.seed), z.lte(4294967295, cupMessages.seed)),
  ),
});
export type ProposeCupPairingsBody = z.infer<typeof ProposeCupPairingsBody>;
