import type { Agent } from 'node:https';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { findPushSubscription } from '@golf/read-db';
import type { Config } from '../../config.ts';
import { endSubscription } from '../ending-subscription.ts';
import type { PushJobData } from '../push-job.ts';
import { findPushEndpoint } from '../push-endpoints.ts';
import { parsePushEndpoint } from '../push-service-hosts.ts';
import { subscriberMaySee } from '../subscriber-access.ts';
import { vapidKeysOf } from '../vapid-keys.ts';
import { postToPushService } from './post-to-push-service.ts';

export interface SendPushDeps {
  pool: DatabasePool;
  store: EventStore;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_SERVICE_HOSTS'>;
  clock: () => Date;
  /** The HTTPS agent requests to push services go through (a test's push service's certificate authority). */
  agent?: Agent | undefined;
}

/** How long a push service keeps a message for a phone that is off: moments are news for an hour. */
const TTL_SECONDS = 60 * 60;

/**
 * Sends one notification (a BullMQ job of the `push` queue): to a subscription that still exists
 * and whose owner may still see the game (else it ends, access_ended), encrypted as RFC 8291
 * aes128gcm and signed with the VAPID key. A push service answering 404 or 410 has dropped the
 * browser: the subscription ends (push_service_gone). Any other failure throws, and BullMQ tries
 * again with backoff.
 */
export async function sendPush(deps: SendPushDeps, job: PushJobData): Promise<'sent' | 'gone' | 'skipped'> {
  const [subscription, endpoint] = await Promise.all([
    findPushSubscription(deps.pool, job.subscriptionId),
    findPushEndpoint(deps.pool, job.subscriptionId),
  ]);
  if (!subscription || !endpoint) return 'skipped';
  // Read as the follow route read it; the hosts may have been narrowed since it was kept, and an
  // endpoint kept before decision 0720 may be one no parser should be trusted with: never sent to.
  const { url } = parsePushEndpoint(endpoint.endpoint, deps.config.PUSH_SERVICE_HOSTS);
  if (url === null) return 'skipped';
  if (!(await subscriberMaySee(deps.pool, { ...subscription, viewCode: endpoint.viewCode }))) {
    await endSubscription(deps, subscription.id, 'access_ended', deps.clock());
    return 'skipped';
  }
  const vapid = await vapidKeysOf(deps.pool, deps.config);
  const answer = await postToPushService(url, {
    keys: { p256dh: endpoint.p256dh, auth: endpoint.auth },
    payload: JSON.stringify(job.payload),
    vapidDetails: vapid,
    ttlSeconds: TTL_SECONDS,
    timeoutMs: 10_000,
    agent: deps.agent,
  });
  if (answer.statusCode >= 200 && answer.statusCode <= 299) return 'sent';
  if (answer.statusCode === 404 || answer.statusCode === 410) {
    await endSubscription(deps, subscription.id, 'push_service_gone', deps.clock());
    return 'gone';
  }
  throw new Error(`push service ${url.origin} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
}
