import { randomUUID } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import type { EventStore, PushUnsubscribeReason } from '@golf/events';
import { dropPushEndpoint } from './push-endpoints.ts';
import { handlePushSubscription, pushSubscriptionStream } from './push-subscription.ts';
import { decideUnfollow } from './unfollowing/decide.ts';

/** The sender ends a subscription: the push service said it is gone, or its owner lost access. */
export async function endSubscription(
  deps: { store: EventStore; pool: DatabasePool },
  subscriptionId: string,
  reason: Exclude<PushUnsubscribeReason, 'unfollowed'>,
  now: Date,
): Promise<void> {
  await handlePushSubscription(deps.store, pushSubscriptionStream(subscriptionId), (state) => decideUnfollow({ reason }, state), {
    context: {
      userId: null,
      correlationId: randomUUID(),
      occurredAt: now.toISOString(),
      client: 'push-worker',
    },
  });
  await dropPushEndpoint(deps.pool, subscriptionId);
}
