import type { FastifyRequest } from 'fastify';
import { authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findUserView } from '../../auth/find-user.ts';
import { readGuestToken, readSessionToken } from '../../auth/session-token.ts';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import type { GameCaller } from './access-rule.ts';

/**
 * The token of a request: `Authorization: Bearer <token>`, else (for the live stream, since a
 * browser's EventSource cannot set headers) `?token=<token>`.
 */
export function requestToken(request: FastifyRequest, queryToken?: string): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
  return queryToken ?? null;
}

/**
 * Who calls, from their token: a signed-in user (a sign-in token whose user exists), or a
 * spectator holding a game's view code (a guest token); 401 'Authentication required' otherwise.
 */
export async function gameCallerOf(deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock'>, token: string | null): Promise<GameCaller> {
  if (token) {
    const userId = await readSessionToken(token, deps.config.JWT_SECRET, deps.clock());
    const user = userId ? await findUserView(deps, userId) : null;
    if (user) return { kind: 'user', actor: { id: user.id, email: user.email } };
    const pass = userId ? null : await readGuestToken(token, deps.config.JWT_SECRET, deps.clock());
    if (pass) return { kind: 'guest', ...pass };
  }
  throw new UnauthorizedError(authMessages.authenticationRequired);
}
