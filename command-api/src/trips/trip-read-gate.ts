import type { FastifyRequest } from 'fastify';
import { tripMessages } from '@golf/contracts';
import { findSetAsideStream, getTripOfMember, type TripRow } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import { BeingRepairedError } from '../commands/being-repaired-error.ts';
import { NotFoundError } from '../commands/domain-error.ts';
import { signedInUser } from '../http/auth-guard.ts';
import { mayInTrip } from '../games/access/access-rule.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireTripViewer` on the trip routes that read. */
    tripRead?: TripRow;
  }
}

/**
 * The caller's trip as the read tables hold it (send X-Min-Position after a command); 404 'Trip
 * not found' for a non-member. A trip whose stream the projector set aside is being repaired
 * (503): its rows stop before the event it could not apply (for anyone when it has no rows yet).
 */
export async function readTripOf(deps: Pick<AppDeps, 'pool'>, tripId: string, userId: string): Promise<TripRow> {
  const [trip, setAside] = await Promise.all([getTripOfMember(deps.pool, tripId, userId), findSetAsideStream(deps.pool, 'trip', tripId)]);
  if (setAside && (!trip || mayInTrip(trip.myRole, 'view'))) throw new BeingRepairedError('trip');
  if (!trip || !mayInTrip(trip.myRole, 'view')) throw new NotFoundError(tripMessages.tripNotFound);
  return trip;
}

/**
 * The preHandler (after requireUser) of every trip route that reads (`/trips/{id}/…`): members
 * and organizers may look (access-rule.ts); anyone else gets 404, as for no such trip.
 */
export function requireTripViewer(deps: Pick<AppDeps, 'pool'>) {
  return async function tripReadGate(request: FastifyRequest): Promise<void> {
    request.tripRead = await readTripOf(deps, (request.params as { id: string }).id, signedInUser(request).id);
  };
}

/** What `requireTripViewer` found; only for routes that use it. */
export function tripReadOf(request: FastifyRequest): TripRow {
  if (!request.tripRead) throw new Error('This route has no trip read gate');
  return request.tripRead;
}
