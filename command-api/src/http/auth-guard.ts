import type { FastifyRequest } from 'fastify';
import type { UserView } from '@golf/contracts';
import { authMessages } from '@golf/contracts';
import { UnauthorizedError } from '../commands/domain-error.ts';
import { bearerSessionOf } from '../auth/sessions/bearer-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppDeps } from '../app-deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`; null on routes that do not ask for one. */
    user: UserView | null;
    /** The session the user signed in with, set by `requireUser` beside `user`. */
    session: SessionClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A preHandler for routes that need a signed-in user: a valid bearer JWT of a session that still
 * holds (not signed out, not ended by a password or role change) whose user exists. An expired
 * or ended session answers 401 saying so; anything else 401 'Authentication required'.
 */
export function requireUser(deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const session = await bearerSessionOf(deps, bearerToken(request));
    if (session.kind === 'ended') throw new UnauthorizedError(session.message);
    if (session.kind !== 'user') throw new UnauthorizedError(authMessages.authenticationRequired);
    request.user = session.user;
    request.session = session.claims;
  };
}

/** The session `requireUser` found; only for routes that use it. */
export function signedInSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw new UnauthorizedError(authMessages.authenticationRequired);
  return request.session;
}

/** The user `requireUser` found; only for routes that use it. */
export function signedInUser(request: FastifyRequest): UserView {
  if (!request.user) throw new UnauthorizedError(authMessages.authenticationRequired);
  return request.user;
}
