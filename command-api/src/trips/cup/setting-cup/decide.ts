import { cupMessages, type SetCupBody } from '@golf/contracts';
import type { TripEvent } from '@golf/events';
import { cupPointsText } from '@golf/golf';
import { BadRequestError, ConflictError } from '../../../commands/domain-error.ts';
import type { TripState } from '../../trip.ts';
import { requireCupRole } from '../cup-access.ts';

export const DEFAULT_CUP_NAME = 'The Cup';

/** An organizer sets the cup up, or sets it again: its name, the two teams, the holder and the planned points. */
export interface SetCup {
  actorId: string;
  body: SetCupBody;
  /** Names of the users the body names (looked up by the route), for the messages. */
  nameOf: (userId: string) => string;
}

type CupData = Extract<TripEvent, { type: 'CupSet' }>['data'];

/**
 * One CupSet holding the whole cup; nothing when it is as set already. Teams need different
 * names and colours and players who are trip members, each on one team once; a captain is one
 * of the team's players (default its first). A player who has played a match for a team stays
 * on it, and planned points are never fewer than the points of the matches made.
 */
export function decideSetCup(command: SetCup, state: TripState): TripEvent[] {
  const trip = requireCupRole(state, command.actorId, 'manage');
  const { body, nameOf } = command;
  const [a, b] = body.teams;
  if (a.name.toLowerCase() === b.name.toLowerCase()) throw new BadRequestError(cupMessages.sameTeamNames);
  if (a.color.toLowerCase() === b.color.toLowerCase()) throw new BadRequestError(cupMessages.sameColors);
  const members = new Set(trip.members.map((m) => m.userId));
  const seen = new Map<string, string>();
  for (const team of body.teams) {
    for (const userId of team.userIds) {
      if (!members.has(userId)) throw new BadRequestError(`${nameOf(userId)} is not a member of the trip: add them on the Setup tab first`);
      const other = seen.get(userId);
      if (other !== undefined) {
        throw new BadRequestError(
          other === team.name
            ? `${nameOf(userId)} is listed twice on ${team.name}`
            : `${nameOf(userId)} cannot play for both ${other} and ${team.name}`,
        );
      }
      seen.set(userId, team.name);
    }
    if (team.captainId !== undefined && !team.userIds.includes(team.captainId)) {
      throw new BadRequestError(`The captain of ${team.name} must be one of its players`);
    }
  }
  const matches = trip.cup?.matches ?? [];
  for (const match of matches) {
    match.teams.forEach((side, index) => {
      const stays = body.teams[index]!;
      const gone = side.find((userId) => !stays.userIds.includes(userId));
      if (gone !== undefined) {
        throw new ConflictError(`${nameOf(gone)} has played a match for ${trip.cup!.teams[index]!.name}: they stay on that team`);
      }
    });
  }
  const made = matches.reduce((sum, match) => sum + match.points, 0);
  const plannedPoints = body.plannedPoints ?? null;
  if (plannedPoints !== null && plannedPoints < made) {
    throw new BadRequestError(`The planned points cannot be fewer than the ${cupPointsText(made)} of the matches made`);
  }
  const data: CupData = {
    tripId: trip.id,
    name: body.name?.trim() || trip.cup?.name || DEFAULT_CUP_NAME,
    teams: [teamData(a), teamData(b)],
    holder: body.holder,
    plannedPoints,
  };
  if (trip.cup && sameCup(trip.cup, data)) return [];
  return [{ type: 'CupSet', data }];
}

function teamData(team: SetCupBody['teams'][number]): CupData['teams'][number] {
  return { name: team.name, color: team.color.toLowerCase(), captainId: team.captainId ?? team.userIds[0]!, userIds: [...team.userIds] };
}

function sameCup(cup: NonNullable<Extract<TripState, { status: 'active' }>['cup']>, data: CupData): boolean {
  const { matches: _matches, ...set } = cup;
  const { tripId: _tripId, ...wanted } = data;
  return JSON.stringify(set) === JSON.stringify(wanted);
}
