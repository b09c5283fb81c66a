import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabasePool } from 'slonik';
import { waitForPosition } from '@golf/read-db';
import { BadRequestError } from '../commands/domain-error.ts';

/** The longest a read waits for the projector; after that it answers with what the tables hold. */
export const MIN_POSITION_WAIT_MS = 2000;

/**
 * Read-your-writes: a request carrying `X-Min-Position: N` (the `position` of a command answer)
 * waits until the read tables include event N, at most ~2 s. Meant for GETs, it also serves the
 * queries sent as POST (search-users, lookup-user, share-links). If the tables do not get there
 * in time the read goes ahead and the answer says so with `X-Min-Position-Reached: false`.
 */
export function minPositionHook(pool: DatabasePool) {
  return async function waitForMinPosition(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers['x-min-position'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !/^\d{1,19}$/.test(header.trim())) {
      throw new BadRequestError('X-Min-Position must be a whole number: the position of a command answer');
    }
    const reached = await waitForPosition(pool, BigInt(header.trim()), MIN_POSITION_WAIT_MS);
    reply.header('x-min-position-reached', String(reached));
  };
}
