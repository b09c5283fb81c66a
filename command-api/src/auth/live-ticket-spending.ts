import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveTicketReading } from './live-ticket.ts';

/**
 * Spends a live ticket as it opens its stream (decision 0724): true the first time, false after.
 * The spent ids are kept in Redis (every API instance sees them) until the ticket would have
 * expired anyway. With Redis away the stream opens: a ticket still lasts a minute and opens one
 * stream only, and live streams are not refused for a missing counter (as the rate limits are not).
 */
export async function spendLiveTicket(
  redis: Redis,
  prefix: string,
  ticket: Pick<LiveTicketReading, 'ticketId' | 'expiresAt'>,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const keepMs = Math.max(1_000, ticket.expiresAt.getTime() - now.getTime() + 5_000);
  try {
    return (await redis.set(`${prefix}:live-tickets:${ticket.ticketId}`, '1', 'PX', keepMs, 'NX')) === 'OK';
  } catch (error) {
    log?.warn({ err: error }, 'could not reach Redis to spend a live ticket: the stream opens');
    return true;
  }
}
