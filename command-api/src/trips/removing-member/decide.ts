import { tripMessages } from '@golf/contracts';
import type { TripEvent } from '@golf/events';
import { ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import { requireTripRole } from '../trip-access.ts';
import type { TripState } from '../trip.ts';

/** An organizer removes a member; the trip keeps at least one organizer. */
export interface RemoveTripMember {
  actorId: string;
  userId: string;
}

export function decideRemoveTripMember(command: RemoveTripMember, state: TripState): TripEvent[] {
  const trip = requireTripRole(state, command.actorId, 'manage');
  const member = trip.members.find((m) => m.userId === command.userId);
  if (!member) throw new NotFoundError(tripMessages.notMember);
  const organizers = trip.members.filter((m) => m.role === 'organizer');
  if (member.role === 'organizer' && organizers.length === 1) throw new ConflictError(tripMessages.lastOrganizer);
  return [{ type: 'TripMemberRemoved', data: { tripId: trip.id, userId: member.userId } }];
}
