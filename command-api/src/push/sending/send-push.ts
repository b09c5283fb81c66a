import type { Agent } from 'node:https';
import type { DatabasePool } from 'slonik';
import webpush, { WebPushError } from 'web-push';
import type { EventStore } from '@golf/events';
import { findPushSubscription } from '@golf/read-db';
import type { Config } from '../../config.ts';
import { endSubscription } from '../ending-subscription.ts';
import type { PushJobData } from '../push-job.ts';
import { findPushEndpoint } from '../push-endpoints.ts';
import { pushEndpointRefusal } from '../push-service-hosts.ts';
import { subscriberMaySee } from '../subscriber-access.ts';
import { vapidKeysOf } from '../vapid-keys.ts';

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
  // The hosts may have been narrowed since it was kept: never send where the setting does not allow.
  if (!subscription || !endpoint || pushEndpointRefusal(endpoint.endpoint, deps.config.PUSH_SERVICE_HOSTS)) return 'skipped';
  if (!(await subscriberMaySee(deps.pool, { ...subscription, viewCode: endpoint.viewCode }))) {
    await endSubscription(deps, subscription.id, 'access_ended', deps.clock());
    return 'skipped';
  }
  const vapid = await vapidKeysOf(deps.pool, deps.config);
  try {
    await webpush.sendNotification(
      { endpoint: endpoint.endpoint, keys: { p256dh: endpoint.p256dh, auth: endpoint.auth } },
      JSON.stringify(job.payload),
      {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: 10_000,
        ...(deps.agent ? { agent: deps.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await endSubscription(deps, subscription.id, 'push_service_gone', deps.clock());
      return 'gone';
    }
    throw error;
  }
}
