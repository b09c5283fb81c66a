import type { FastifyRequest } from 'fastify';
import { authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { readLiveTicket, type LiveStreamName, type LiveTicketHolder } from '../../auth/live-ticket.ts';
import { spendLiveTicket } from '../../auth/live-ticket-spending.ts';
import { bearerSessionOf, sessionOfClaims, type BearerSession } from '../../auth/sessions/bearer-session.ts';
import { readGuestToken } from '../../auth/session-token.ts';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import { gameActorOf, type GameCaller } from './access-rule.ts';

type CallerDeps = Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>;

/** The token of a request: `Authorization: Bearer <token>`; null without one. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null) : null;
}

/** Who a session is as a caller of games; 401 for none, saying so when it expired or ended. */
function userCallerOf(session: BearerSession): GameCaller & { kind: 'user' } {
  if (session.kind === 'user') return { kind: 'user', actor: gameActorOf(session.user) };
  if (session.kind === 'ended') throw new UnauthorizedError(session.message);
  throw new UnauthorizedError(authMessages.authenticationRequired);
}

/**
 * Who calls, from their bearer token, and what a live ticket issued to them holds: a signed-in
 * user (a session that still holds, whose user exists), or a spectator holding a game's view
 * code (a guest token); 401 otherwise, saying so when a session expired or ended.
 */
export async function bearerCallerOf(deps: CallerDeps, token: string | null): Promise<{ caller: GameCaller; holder: LiveTicketHolder }> {
  const session = await bearerSessionOf(deps, token);
  if (session.kind === 'user') return { caller: userCallerOf(session), holder: { kind: 'session', claims: session.claims } };
  if (session.kind === 'ended') throw new UnauthorizedError(session.message);
  const pass = token ? await readGuestToken(token, deps.config.JWT_SECRET, deps.clock()) : null;
  if (pass) return { caller: { kind: 'guest', ...pass }, holder: { kind: 'guest', pass } };
  throw new UnauthorizedError(authMessages.authenticationRequired);
}

/** Who calls, from their bearer token (see bearerCallerOf). */
export async function gameCallerOf(deps: CallerDeps, token: string | null): Promise<GameCaller> {
  return (await bearerCallerOf(deps, token)).caller;
}

/** A live ticket that is missing its mark: expired, for another stream, or not a ticket. */
export const LIVE_TICKET_REFUSED = 'This live ticket has expired or is for another stream: ask for a new one';

/** A live ticket that opened its stream already. */
export const LIVE_TICKET_USED = 'This live ticket has opened its stream already: ask for a new one';

/**
 * The caller of a live stream: from `Authorization: Bearer` (any client but a browser's
 * EventSource), else from `?ticket=`, a live ticket for this very stream (live-ticket.ts), spent
 * as it is used, whose session is checked again now. A session token is never taken from the URL.
 */
export async function liveCallerOf(
  deps: CallerDeps & Pick<AppDeps, 'queues'>,
  request: FastifyRequest,
  stream: LiveStreamName,
  ticket: string | undefined,
): Promise<GameCaller> {
  if (request.headers.authorization !== undefined) return gameCallerOf(deps, requestToken(request));
  if (!ticket) throw new UnauthorizedError(authMessages.authenticationRequired);
  const now = deps.clock();
  const reading = await readLiveTicket(ticket, stream, deps.config.JWT_SECRET, now);
  if (!reading) throw new UnauthorizedError(LIVE_TICKET_REFUSED);
  if (!(await spendLiveTicket(deps.queues.redis, deps.config.BULLMQ_PREFIX, reading, now, request.log)))
    throw new UnauthorizedError(LIVE_TICKET_USED);
  const { holder } = reading;
  if (holder.kind === 'guest') return { kind: 'guest', ...holder.pass };
  return userCallerOf(await sessionOfClaims(deps, holder.claims));
}
