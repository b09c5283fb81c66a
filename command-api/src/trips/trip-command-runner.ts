import type { FastifyRequest } from 'fastify';
import { tripMessages } from '@golf/contracts';
import type { TripEvent } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import { NotFoundError } from '../commands/domain-error.ts';
import type { CommandOutcome } from '../commands/handle-command.ts';
import { requireUuid } from '../courses/course-access.ts';
import { signedInUser } from '../http/auth-guard.ts';
import { commandContextOf } from '../http/command-context.ts';
import { requireTripRole } from './trip-access.ts';
import { handleTrip, isTrip, tripAggregate, tripStream, type Trip, type TripState } from './trip.ts';

/**
 * Runs a command on the trip `tripId` for the signed-in user: an id that cannot name a trip is
 * 404 before anything is read. The decider checks the caller's role (trip-access.ts).
 */
export function runTripCommand(
  deps: AppDeps,
  request: FastifyRequest,
  tripId: string,
  decide: (state: TripState, actorId: string) => TripEvent[] | Promise<TripEvent[]>,
): Promise<CommandOutcome<TripState>> {
  const id = requireUuid(tripId, tripMessages.tripNotFound);
  const actorId = signedInUser(request).id;
  return handleTrip(deps.streamCache, tripStream(id), (state) => decide(state, actorId), {
    context: commandContextOf(request, actorId, deps.clock()),
    // A retry is answered only to a caller who is still a member (anyone else: 404).
    authorizeReplay: (state) => requireTripRole(state, actorId, 'view'),
  });
}

/** The trip a command left; a command that ends without a trip is a bug, not a refusal. */
export function tripAfter(outcome: CommandOutcome<TripState>): Trip {
  if (!isTrip(outcome.state)) throw new NotFoundError(tripMessages.tripNotFound);
  return outcome.state;
}

/** The trip's stream folded (the kept fold, when this process has one), for commands on other streams that ask about a trip. */
export async function loadTrip(deps: Pick<AppDeps, 'streamCache'>, tripId: string): Promise<TripState> {
  return (await deps.streamCache.read(tripStream(tripId), tripAggregate)).state;
}
