import { tripMessages, type TripRole } from '@golf/contracts';
import type { TripEvent, UserState } from '@golf/events';
import { BadRequestError, ConflictError } from '../../commands/domain-error.ts';
import { requireTripRole } from '../trip-access.ts';
import type { TripState } from '../trip.ts';

/** An organizer adds a registered user to the trip with a role. `user` is the user's stream folded. */
export interface AddTripMember {
  actorId: string;
  memberId: string;
  user: UserState;
  role: TripRole;
}

export function decideAddTripMember(command: AddTripMember, state: TripState): TripEvent[] {
  const trip = requireTripRole(state, command.actorId, 'manage');
  if (command.user.status !== 'registered') throw new BadRequestError(tripMessages.selectUser);
  const userId = command.user.id;
  if (trip.members.some((member) => member.userId === userId)) throw new ConflictError(tripMessages.alreadyMember);
  return [{ type: 'TripMemberAdded', data: { tripId: trip.id, memberId: command.memberId, userId, role: command.role } }];
}
