import type { FastifyRequest } from 'fastify';
import { authMessages, type UserView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findUserView } from '../../auth/find-user.ts';
import { readSessionToken } from '../../auth/session-token.ts';
import { UnauthorizedError } from '../../commands/domain-error.ts';

/**
 * The session token of a live request: `Authorization: Bearer <token>`, else `?token=<token>`,
 * because a browser's EventSource cannot set headers.
 */
export function liveToken(request: FastifyRequest, queryToken: string | undefined): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
  return queryToken ?? null;
}

/** The signed-in user of a live request; 401 'Authentication required' otherwise. */
export async function liveViewer(deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock'>, token: string | null): Promise<UserView> {
  const userId = token ? await readSessionToken(token, deps.config.JWT_SECRET, deps.clock()) : null;
  const user = userId ? await findUserView(deps, userId) : null;
  if (!user) throw new UnauthorizedError(authMessages.authenticationRequired);
  return user;
}
