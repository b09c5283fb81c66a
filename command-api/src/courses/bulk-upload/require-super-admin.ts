import type { FastifyRequest } from 'fastify';
import { courseMessages } from '@golf/contracts';
import { ForbiddenError } from '../../commands/domain-error.ts';
import { signedInUser } from '../../http/auth-guard.ts';

/** A preHandler after `requireUser`: anyone but a super admin gets 403. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (!signedInUser(request).isSuperAdmin) throw new ForbiddenError(courseMessages.superAdminOnly);
}
