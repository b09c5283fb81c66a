import type { Redis } from 'ioredis';
import type { AppDeps } from '../../app-deps.ts';

/** A share refused until the hour's window passes: 429 with Retry-After. */
export class TooManyInvitationsError extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds: number;
  constructor(perHour: number, retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `You have sent ${perHour} e-mail invitations for this game within the hour. Send more in ${minutes} minute${minutes === 1 ? '' : 's'}, or share the game’s code or link meanwhile.`,
    );
    this.name = 'TooManyInvitationsError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one e-mail share of `gameId` by `userId` and refuses it past SHARE_INVITATIONS_PER_HOUR
 * (decision 0723): an invitation is mail from our sender carrying the game's and the sharer's
 * names, so one account must not send it to addresses by the hundred. A fixed window from the
 * sharer's first share of the game, in Redis (every API instance shares it). With Redis away the
 * share goes ahead here, and the route's own check of Redis answers 503.
 */
export async function takeInvitation(
  deps: Pick<AppDeps, 'config'> & { queues: { redis: Redis } },
  userId: string,
  gameId: string,
): Promise<void> {
  const perHour = deps.config.SHARE_INVITATIONS_PER_HOUR;
  const key = `${deps.config.BULLMQ_PREFIX}:invitations:${userId}:${gameId.toLowerCase()}`;
  let results: [error: Error | null, result: unknown][] | null;
  try {
    results = await deps.queues.redis.multi().set(key, 0, 'PX', HOUR_MS, 'NX').incr(key).pttl(key).exec();
  } catch {
    return;
  }
  const count = Number(results?.[1]?.[1] ?? 0);
  const left = Number(results?.[2]?.[1] ?? HOUR_MS);
  if (count > perHour) throw new TooManyInvitationsError(perHour, Math.max(1, Math.ceil(left / 1000)));
}
