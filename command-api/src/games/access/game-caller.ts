import type { FastifyRequest } from 'fastify';
import { authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSessionOf } from '../../auth/sessions/bearer-session.ts';
import { readGuestToken } from '../../auth/session-token.ts';
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
 * Who calls, from their token: a signed-in user (a session that still holds, whose user
 * exists), or a spectator holding a game's view code (a guest token); 401 otherwise, saying so
 * when a session expired or ended.
 */
export async function gameCallerOf(
  deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>,
  token: string | null,
): Promise<GameCaller> {
  const session = await bearerSessionOf(deps, token);
  if (session.kind === 'user') return { kind: 'user', actor: { id: session.user.id, email: session.user.email } };
  if (session.kind === 'ended') throw new UnauthorizedError(session.message);
  const pass = token ? await readGuestToken(token, deps.config.JWT_SECRET, deps.clock()) : null;
  if (pass) return { kind: 'guest', ...pass };
  throw new UnauthorizedError(authMessages.authenticationRequired);
}
