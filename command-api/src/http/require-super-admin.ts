import type { FastifyRequest } from 'fastify';
import { courseMessages } from '@golf/contracts';
import type { AppDeps } from '../app-deps.ts';
import { ForbiddenError } from '../commands/domain-error.ts';
import { userAggregate, userStream } from '../auth/user.ts';
import { signedInUser } from './auth-guard.ts';

/**
 * The one check of the platform role: a preHandler after `requireUser` that lets only super
 * admins through (403 for everyone else, admins included). The role is read from the caller's
 * own stream, not the read table, so a super admin who was just demoted is refused at once.
 */
export function requireSuperAdmin(deps: Pick<AppDeps, 'streamCache'>) {
  return async function superAdminOnly(request: FastifyRequest): Promise<void> {
    const { id } = signedInUser(request);
    const { state } = await deps.streamCache.read(userStream(id), userAggregate);
    if (state.status !== 'registered' || !state.isSuperAdmin) throw new ForbiddenError(courseMessages.superAdminOnly);
  };
}
