import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.ts';

/**
 * A browser (or any Web Push client) followed a game or a trip: it is sent the game's moments
 * while its owner may see it. The push endpoint and its keys are not in the log (they let anyone
 * holding the server's VAPID key write to that phone): they are kept write-side, in
 * `push.endpoints`, like credentials. `userId` is null for a spectator who followed with a view
 * code (`via: 'view_code'`).
 */
export const PushSubscribed = defineEvent(
  'PushSubscribed',
  1,
  z
    .object({
      subscriptionId: z.string().uuid(),
      userId: z.string().uuid().nullable(),
      gameId: z.string().uuid().nullable(),
      tripId: z.string().uuid().nullable(),
      via: z.enum(['account', 'view_code']),
      /** The push service's origin (`https://fcm.googleapis.com`): which service the phone uses, no secret. */
      pushService: z.string().min(1),
    })
    .refine((data) => (data.gameId === null) !== (data.tripId === null), 'A subscription follows one game or one trip'),
);

/**
 * The subscription ended: its owner unfollowed (`unfollowed`), the push service said the browser
 * is gone (`push_service_gone`, a 404 or 410), or its owner may no longer see the game or trip
 * (`access_ended`: a share removed, a view code replaced, a trip member removed).
 */
export const PushUnsubscribed = defineEvent(
  'PushUnsubscribed',
  1,
  z.object({
    subscriptionId: z.string().uuid(),
    reason: z.enum(['unfollowed', 'push_service_gone', 'access_ended']),
  }),
);

export const pushEvents = [PushSubscribed, PushUnsubscribed] as const;
export type PushEvent = EventOf<(typeof pushEvents)[number]>;
export type PushUnsubscribeReason = z.infer<typeof PushUnsubscribed.schema>['reason'];
