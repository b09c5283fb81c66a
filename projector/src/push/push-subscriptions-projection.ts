import { sql } from 'slonik';
import { PushSubscribed, PushUnsubscribed } from '@golf/events';
import { eventProjection, type EventHandlers } from '../event-projection.ts';
import type { EventProjection } from '../projection.ts';

const handled = [PushSubscribed, PushUnsubscribed] as const;

const handlers: EventHandlers<typeof handled> = {
  PushSubscribed: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      INSERT INTO read.push_subscriptions (id, user_id, game_id, trip_id, via, push_service, created_at)
      VALUES (${data.subscriptionId}, ${data.userId}, ${data.gameId}, ${data.tripId}, ${data.via}, ${data.pushService},
              ${event.metadata.occurredAt})
      ON CONFLICT (id) DO NOTHING
    `);
  },

  PushUnsubscribed: async (tx, event) => {
    await tx.query(sql.unsafe`DELETE FROM read.push_subscriptions WHERE id = ${event.data.subscriptionId}`);
  },
};

/** Maintains `read.push_subscriptions` (read-db migration 0046) from the push-subscription-{id} streams. */
export const pushSubscriptionsProjection: EventProjection = eventProjection('push-subscriptions', handled, handlers);
