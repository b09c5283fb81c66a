import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SessionClaims, GuestPass } from './session-token.ts';

/**
 * How long a live ticket opens its stream. A browser's EventSource cannot send an Authorization
 * header, so a live stream's URL carries a ticket instead of the session token: a URL ends up in
 * access logs and proxies, and a ticket found there has opened its one stream already (it is
 * spent on use: live-ticket-spending.ts) and expires a minute later. The page asks for a new one
 * each time it (re)opens the stream.
 */
export const LIVE_TICKET_LIFETIME_SECONDS = 60;

const ALGORITHM = 'HS256';
const LIVE_SCOPE = 'live';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** The stream a ticket opens: `game:<id>` or `trip:<id>`. */
export type LiveStreamName = `game:${string}` | `trip:${string}`;

/** Who a ticket was issued to: a session (checked again when the stream opens) or a spectator's pass. */
export type LiveTicketHolder = { kind: 'session'; claims: SessionClaims } | { kind: 'guest'; pass: GuestPass };

/** A signed ticket (HS256, scope `live`) for `holder` to open `stream` once within the lifetime. */
export async function issueLiveTicket(
  holder: LiveTicketHolder,
  stream: LiveStreamName,
  secret: string,
  now: Date,
): Promise<{ ticket: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sessionEnd = holder.kind === 'session' ? Math.floor(Date.parse(holder.claims.expiresAt) / 1000) : Infinity;
  const expires = Math.min(issuedAt + LIVE_TICKET_LIFETIME_SECONDS, sessionEnd);
  const claims =
    holder.kind === 'session'
      ? { sid: holder.claims.sessionId, sv: holder.claims.version, sxp: holder.claims.expiresAt }
      : { gid: holder.pass.gameId, vc: holder.pass.viewCode };
  const ticket = await new SignJWT({ scope: LIVE_SCOPE, stm: stream, ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(holder.kind === 'session' ? holder.claims.userId : `guest:${holder.pass.gameId}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .setJti(randomUUID())
    .sign(keyOf(secret));
  return { ticket, expiresAt: new Date(expires * 1000).toISOString() };
}

/** A ticket read: who holds it, its id (spent when it opens its stream) and when it expires. */
export interface LiveTicketReading {
  holder: LiveTicketHolder;
  ticketId: string;
  expiresAt: Date;
}

/** Who holds a valid ticket for `stream`; null for anything else (expired, another stream's, a session token). */
export async function readLiveTicket(ticket: string, stream: LiveStreamName, secret: string, now: Date): Promise<LiveTicketReading | null> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (payload.scope !== LIVE_SCOPE || payload.stm !== stream || typeof payload.sub !== 'string') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const ticketId = payload.jti;
    const expiresAt = new Date(payload.exp * 1000);
    const { sid, sv, sxp, gid, vc } = payload;
    if (typeof sid === 'string' && typeof sv === 'number' && typeof sxp === 'string')
      return {
        holder: { kind: 'session', claims: { userId: payload.sub, sessionId: sid, version: sv, expiresAt: sxp } },
        ticketId,
        expiresAt,
      };
    if (typeof gid === 'string' && typeof vc === 'string')
      return { holder: { kind: 'guest', pass: { gameId: gid, viewCode: vc } }, ticketId, expiresAt };
    return null;
  } catch {
    return null;
  }
}
