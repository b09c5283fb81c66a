import { tripMessages } from '@golf/contracts';
import { ForbiddenError, NotFoundError } from '../commands/domain-error.ts';
import { mayInTrip, tripRoleOf, type TripAction } from '../games/access/access-rule.ts';
import { isTrip, type Trip, type TripState } from './trip.ts';

/**
 * The trip, if `actorId` may do `action` in it (access-rule.ts): someone who is not a member gets
 * 404 'Trip not found', as for a trip that does not exist, so a trip id reveals nothing; a member
 * asking to manage gets 403.
 */
export function requireTripRole(state: TripState, actorId: string, action: TripAction): Trip {
  if (!isTrip(state)) throw new NotFoundError(tripMessages.tripNotFound);
  const role = tripRoleOf(state.members, actorId);
  if (!mayInTrip(role, 'view')) throw new NotFoundError(tripMessages.tripNotFound);
  if (!mayInTrip(role, action)) throw new ForbiddenError(tripMessages.organizersOnly);
  return state;
}
