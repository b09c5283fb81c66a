import type { FastifyRequest } from 'fastify';
import { cupMessages, tripMessages } from '@golf/contracts';
import { findSetAsideStream, getCup, getTripOfMember, playsInCup, type CupRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { BeingRepairedError } from '../../commands/being-repaired-error.ts';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { requireUuid } from '../../courses/course-access.ts';
import { mayInCup, type CupAction, type CupCaller } from '../../games/access/access-rule.ts';
import { signedInUser } from '../../http/auth-guard.ts';

/** What a cup read found: the trip's id, the caller as the cup sees them, and the cup (null before it is set). */
export interface CupRead {
  tripId: string;
  caller: CupCaller;
  cup: CupRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireCupReader` on the cup routes that read. */
    cupRead?: CupRead;
  }
}

/**
 * The cup routes that read (docs/access.md, "A trip's cup"): the caller as the read tables know
 * them (send X-Min-Position after a command) must be allowed `action` by `mayInCup`; someone who
 * may not read the cup gets 404 'Trip not found', a member asking for more 403. A trip whose
 * stream the projector set aside is being repaired (503).
 */
export function requireCupReader(deps: Pick<AppDeps, 'pool'>, action: CupAction) {
  return async function cupReadGate(request: FastifyRequest): Promise<void> {
    const tripId = requireUuid((request.params as { id: string }).id, tripMessages.tripNotFound);
    const userId = signedInUser(request).id;
    const [trip, cup, plays, setAside] = await Promise.all([
      getTripOfMember(deps.pool, tripId, userId),
      getCup(deps.pool, tripId),
      playsInCup(deps.pool, tripId, userId),
      findSetAsideStream(deps.pool, 'trip', tripId),
    ]);
    const caller: CupCaller = {
      role: trip?.myRole ?? null,
      captain: cup?.teams.some((team) => team.captainId === userId) ?? false,
      playsInCup: plays,
    };
    if (setAside && mayInCup(caller, 'view')) throw new BeingRepairedError('trip');
    if (!mayInCup(caller, 'view')) throw new NotFoundError(tripMessages.tripNotFound);
    if (!mayInCup(caller, action)) throw new ForbiddenError(action === 'manage' ? cupMessages.organizersOnly : cupMessages.captainsOnly);
    request.cupRead = { tripId, caller, cup };
  };
}

/** What `requireCupReader` found; only for routes that use it. */
export function cupReadOf(request: FastifyRequest): CupRead {
  if (!request.cupRead) throw new Error('This route has no cup read gate');
  return request.cupRead;
}
