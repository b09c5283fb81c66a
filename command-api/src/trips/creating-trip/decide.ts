import type { CreateTripBody } from '@golf/contracts';
import type { TripEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import type { TripState } from '../trip.ts';

/** Set up a trip from the New Trip dialog; the caller becomes its first organizer. */
export interface CreateTrip {
  tripId: string;
  /** The id of the creator's trip_members row. */
  memberId: string;
  actorId: string;
  form: CreateTripBody;
}

export function decideCreateTrip(command: CreateTrip, state: TripState): TripEvent[] {
  if (state.status !== 'absent') throw new ConflictError('This trip already exists');
  const { tripId, actorId, form } = command;
  return [
    { type: 'TripCreated', data: { tripId, ...form, createdBy: actorId } },
    { type: 'TripMemberAdded', data: { tripId, memberId: command.memberId, userId: actorId, role: 'organizer' } },
  ];
}
