import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { CupFormat, CupTeamIndex } from './cup-match-line.ts';

const id = () => z.string().check(z.uuid());
const pointsPair = z.tuple([z.number(), z.number()]);

/** A player of the cup, named as the trip knows them. */
export const CupPlayerView = z.object({ userId: id(), name: z.string() });

export const CupTeamView = z.object({
  name: z.string(),
  color: z.string(),
  captainId: id(),
  players: z.array(CupPlayerView),
  /** Points decided. */
  points: z.number(),
  /** Points decided, and the matches on the course as they stand. */
  projectedPoints: z.number(),
});

export const CupMatchView = z.object({
  id: id(),
  gameId: id(),
  session: z.number().check(z.int()),
  format: CupFormat,
  /** On the course's clock, `2026-06-12T08:00`; null when none was given. */
  teeTime: z.nullable(z.string()),
  courseId: id(),
  teeSetId: id(),
  /** What the match is worth. */
  value: z.number(),
  teams: z.tuple([z.array(CupPlayerView), z.array(CupPlayerView)]),
  state: z.enum(['not_started', 'in_progress', 'decided']),
  /** 'Not started', 'AS thru 4', 'Red 2 UP thru 11', 'Red 2 UP thru 16 (dormie)', 'Blue wins 3&2', 'Halved'. */
  status: z.string(),
  /** `3&2`, `1 UP` or `Halved` once decided; null before. */
  result: z.nullable(z.string()),
  leader: z.nullable(CupTeamIndex),
  thru: z.number().check(z.int()),
  points: pointsPair,
  projectedPoints: pointsPair,
});
export type CupMatchView = z.infer<typeof CupMatchView>;

/**
 * GET /api/trips/{id}/cup: the cup's board (docs/golf-rules.md section 16). `pointsAvailable` is
 * the points of every match made, or the planned points when the cup sets them.
 */
export const CupView = z.object({
  tripId: id(),
  name: z.string(),
  teams: z.tuple([CupTeamView, CupTeamView]),
  holder: z.nullable(CupTeamIndex),
  plannedPoints: z.nullable(z.number()),
  pointsAvailable: z.number(),
  pointsToWin: z.number(),
  pointsToRetain: z.nullable(z.number()),
  result: z.enum(['in_progress', 'won', 'retained', 'tied']),
  winner: z.nullable(CupTeamIndex),
  /** Won or retained with matches still to be decided. */
  clinched: z.boolean(),
  matches: z.array(CupMatchView),
  /** The trip's courses with their tees: where a session's matches may be played. */
  venues: z.array(
    z.object({
      courseId: id(),
      name: z.string(),
      holes: z.number().check(z.int()),
      tees: z.array(z.object({ id: id(), name: z.string() })),
    }),
  ),
  /** The caller may change the cup (an organizer), and make matches (an organizer or a captain). */
  mayManage: z.boolean(),
  mayMakeMatches: z.boolean(),
});
export type CupView = z.infer<typeof CupView>;

/** PUT /api/trips/{id}/cup answers the position of its event (or of the trip as it was, when nothing changed). */
export const SetCupResponse = CommandPosition;

/** POST /api/trips/{id}/cup/matches: the match and the game it is played as. */
export const MakeCupMatchResponse = z.merge(z.object({ id: id(), gameId: id() }), CommandPosition);
export type MakeCupMatchResponse = z.infer<typeof MakeCupMatchResponse>;

/** POST /api/trips/{id}/cup/pairings: the proposed matches, in playing order, and who rests. */
export const CupPairingsResponse = z.object({
  matches: z.array(z.object({ teams: z.tuple([z.array(id()), z.array(id())]) })),
  resting: z.tuple([z.array(id()), z.array(id())]),
  seed: z.number().check(z.int()),
});
export type CupPairingsResponse = z.infer<typeof CupPairingsResponse>;

/** GET /api/users/me/cup-matches: the caller's cup matches not yet decided, by tee time, for Home. */
export const MyCupMatchView = z.object({
  tripId: id(),
  tripName: z.string(),
  cupName: z.string(),
  matchId: id(),
  gameId: id(),
  session: z.number().check(z.int()),
  format: CupFormat,
  teeTime: z.nullable(z.string()),
  /** The caller's team (0 or 1) with its name and colour, and the players of each side. */
  team: CupTeamIndex,
  teamNames: z.tuple([z.string(), z.string()]),
  teamColors: z.tuple([z.string(), z.string()]),
  teams: z.tuple([z.array(CupPlayerView), z.array(CupPlayerView)]),
  status: z.string(),
});
export type MyCupMatchView = z.infer<typeof MyCupMatchView>;
export const MyCupMatchesResponse = z.array(MyCupMatchView);
