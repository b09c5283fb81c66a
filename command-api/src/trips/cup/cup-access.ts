import { cupMessages, tripMessages } from '@golf/contracts';
import type { TripCup } from '@golf/events';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { mayInCup, tripRoleOf, type CupAction, type CupCaller } from '../../games/access/access-rule.ts';
import { isTrip, type Trip, type TripState } from '../trip.ts';

/** Who `actorId` is to the trip's cup, from the trip's stream. */
export function cupCallerOf(trip: Trip, actorId: string): CupCaller {
  const cup = trip.cup;
  return {
    role: tripRoleOf(trip.members, actorId),
    captain: cup?.teams.some((team) => team.captainId === actorId) ?? false,
    playsInCup: cup?.matches.some((match) => match.teams.some((side) => side.includes(actorId))) ?? false,
  };
}

/**
 * The trip, if `actorId` may do `action` with its cup (access-rule.ts `mayInCup`): someone who may
 * not even read the cup gets 404 'Trip not found', as for a trip that does not exist; a member
 * asking for more than they may gets 403 saying who may.
 */
export function requireCupRole(state: TripState, actorId: string, action: CupAction): Trip {
  if (!isTrip(state)) throw new NotFoundError(tripMessages.tripNotFound);
  const caller = cupCallerOf(state, actorId);
  if (!mayInCup(caller, 'view')) throw new NotFoundError(tripMessages.tripNotFound);
  if (!mayInCup(caller, action)) throw new ForbiddenError(action === 'manage' ? cupMessages.organizersOnly : cupMessages.captainsOnly);
  return state;
}

/** The trip's cup: 409 until its organizers set it up. */
export function requireCup(trip: Trip): TripCup {
  if (!trip.cup) throw new ConflictError(cupMessages.noCup);
  return trip.cup;
}
