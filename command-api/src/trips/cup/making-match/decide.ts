import type { MakeCupMatchBody } from '@golf/contracts';
import type { CourseState, TeeSetData, TripEvent } from '@golf/events';
import { cupPointsText, DEFAULT_MATCH_POINTS, requireMatchSides } from '@golf/golf';
import { BadRequestError, ConflictError } from '../../../commands/domain-error.ts';
import type { TripState } from '../../trip.ts';
import { requireCup, requireCupRole } from '../cup-access.ts';
import { underCupRules } from '../cup-rules.ts';

/** An organizer or a captain makes one match of a session, to be played as the game `gameId`. */
export interface MakeCupMatch {
  actorId: string;
  matchId: string;
  gameId: string;
  body: MakeCupMatchBody;
  /** The match's course, its stream folded. */
  course: CourseState;
  /** Names of the users the body names (looked up by the route), for the messages. */
  nameOf: (userId: string) => string;
}

/** What a match is made of once checked: the course's tee and the event's data. */
export interface CheckedCupMatch {
  tee: TeeSetData;
  holes: 9 | 18;
  made: Extract<TripEvent, { type: 'CupMatchMade' }>['data'];
}

/**
 * Checks a match against the trip's cup (docs/golf-rules.md section 16): the format's number of
 * players a side, each on their side's team and still a member, none already playing in the
 * session; a course of the trip and one of its tees; within the planned points. The route checks
 * it before the match's game is created, and the trip's command decides on it again.
 */
export function checkCupMatch(command: MakeCupMatch, state: TripState): CheckedCupMatch {
  const trip = requireCupRole(state, command.actorId, 'make_matches');
  const cup = requireCup(trip);
  const { body, nameOf } = command;
  underCupRules(() => requireMatchSides(body.format, body.teams));
  const members = new Set(trip.members.map((m) => m.userId));
  body.teams.forEach((side, index) => {
    const team = cup.teams[index]!;
    for (const userId of side) {
      if (!team.userIds.includes(userId)) throw new BadRequestError(`${nameOf(userId)} is not on ${team.name}`);
      if (!members.has(userId)) throw new BadRequestError(`${nameOf(userId)} is no longer a member of the trip`);
    }
  });
  const others = cup.matches.filter((m) => m.session === body.session && m.matchId !== command.matchId);
  for (const userId of body.teams.flat()) {
    if (others.some((m) => m.teams.some((side) => side.includes(userId)))) {
      throw new ConflictError(`${nameOf(userId)} already plays a match in session ${body.session}`);
    }
  }
  if (!trip.courses.some((c) => c.courseId === body.courseId) || command.course.status !== 'active') {
    throw new BadRequestError('This course is not one of the trip’s courses: add it on the Setup tab first');
  }
  const tee = command.course.teeSets.find((t) => t.teeSetId === body.teeSetId);
  if (!tee) throw new BadRequestError('This tee is not one of the course’s tees');
  const points = body.points ?? DEFAULT_MATCH_POINTS;
  const made = cup.matches.filter((m) => m.matchId !== command.matchId).reduce((sum, m) => sum + m.points, 0);
  if (cup.plannedPoints !== null && made + points > cup.plannedPoints) {
    throw new ConflictError(
      `The cup’s ${cupPointsText(cup.plannedPoints)} planned points leave ${cupPointsText(cup.plannedPoints - made)} for more matches: raise them in the cup’s teams first`,
    );
  }
  return {
    tee,
    holes: command.course.holes,
    made: {
      tripId: trip.id,
      matchId: command.matchId,
      gameId: command.gameId,
      session: body.session,
      format: body.format,
      teams: [[...body.teams[0]], [...body.teams[1]]],
      courseId: body.courseId,
      teeSetId: body.teeSetId,
      teeTime: body.teeTime ?? null,
      points,
    },
  };
}

/** CupMatchMade once its game exists; nothing when this very match was made already (a retry). */
export function decideMakeCupMatch(command: MakeCupMatch, state: TripState): TripEvent[] {
  if (state.status === 'active' && state.cup?.matches.some((m) => m.matchId === command.matchId)) {
    requireCupRole(state, command.actorId, 'make_matches');
    return [];
  }
  return [{ type: 'CupMatchMade', data: checkCupMatch(command, state).made }];
}
