import type { FastifyRequest } from 'fastify';
import type { UserView } from '@golf/contracts';
import { authMessages } from '@golf/contracts';
import { UnauthorizedError } from '../commands/domain-error.ts';
import { findUserView } from '../auth/find-user.ts';
import { readSessionToken } from '../auth/session-token.ts';
import type { AppDeps } from '../app-deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`; null on routes that do not ask for one. */
    user: UserView | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A preHandler for routes that need a signed-in user: a valid bearer JWT whose user exists.
 * Anything else answers 401 'Authentication required'.
 */
export function requireUser(deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock'>) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const userId = token ? await readSessionToken(token, deps.config.JWT_SECRET, deps.clock()) : null;
    const user = userId ? await findUserView(deps, userId) : null;
    if (!user) throw new UnauthorizedError(authMessages.authenticationRequired);
    request.user = user;
  };
}

/** The user `requireUser` found; only for routes that use it. */
export function signedInUser(request: FastifyRequest): UserView {
  if (!request.user) throw new UnauthorizedError(authMessages.authenticationRequired);
  return request.user;
}
