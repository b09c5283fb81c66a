import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { typeError } from '../errors/zod-messages.ts';
import { pushMessages } from './push-messages.ts';

/** A base64url string decoding to exactly `bytes` bytes (a P-256 point is 65, an auth secret 16). */
const base64urlOf = (bytes: number, message: string) =>
  z.string({ error: typeError({ required: message, invalid: message }) }).check(
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/, message),
    z.refine((text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes, message),
  );

/** The browser's PushSubscription as `subscription.toJSON()` gives it. */
export const PushSubscriptionJson = z.object({
  endpoint: z
    .string({ error: typeError({ required: pushMessages.endpointRequired, invalid: pushMessages.endpointRequired }) })
    .check(z.minLength(1, pushMessages.endpointRequired), z.maxLength(2000, pushMessages.endpointRequired)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: base64urlOf(65, pushMessages.keyP256dh),
    auth: base64urlOf(16, pushMessages.keyAuth),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/**
 * POST /api/push/subscriptions: follow a game or a trip with this browser. `code`, a game's viewer
 * code, lets a spectator without an account follow the game they watch.
 */
export const CreatePushSubscriptionBody = z
  .object({
    subscription: PushSubscriptionJson,
    gameId: z.optional(z.string().check(z.uuid('gameId must be a game’s id'))),
    tripId: z.optional(z.string().check(z.uuid('tripId must be a trip’s id'))),
    code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  })
  .check(
    z.superRefine((body, context) => {
      if ((body.gameId === undefined) === (body.tripId === undefined))
        context.addIssue({ code: 'custom', path: ['gameId'], message: pushMessages.oneTarget });
      else if (body.code !== undefined && body.gameId === undefined)
        context.addIssue({ code: 'custom', path: ['code'], message: pushMessages.codeForGamesOnly });
    }),
  );
export type CreatePushSubscriptionBody = z.infer<typeof CreatePushSubscriptionBody>;

export const PushSubscriptionCreated = z.merge(z.object({ id: z.string().check(z.uuid()) }), CommandPosition);
export type PushSubscriptionCreated = z.infer<typeof PushSubscriptionCreated>;

export const PushSubscriptionParams = z.object({ id: z.string() });

/** GET /api/push/public-key: the server's VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
export const PushPublicKeyView = z.object({ publicKey: z.string() });
export type PushPublicKeyView = z.infer<typeof PushPublicKeyView>;

/** One thing the caller follows. `name` is the game's or trip's; null once it is gone. */
export const PushSubscriptionView = z.object({
  id: z.string().check(z.uuid()),
  gameId: z.nullable(z.string()),
  tripId: z.nullable(z.string()),
  name: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PushSubscriptionView = z.infer<typeof PushSubscriptionView>;

/** GET /api/push/subscriptions: what the signed-in caller follows, newest first. */
export const PushSubscriptionsView = z.object({ subscriptions: z.array(PushSubscriptionView) });
export type PushSubscriptionsView = z.infer<typeof PushSubscriptionsView>;

export const PushUnsubscribeResponse = CommandPosition;

/**
 * What a push message carries (encrypted, RFC 8291 aes128gcm): the notification's title and
 * text, the address a tap opens (the game's leaderboard at the hole), the moment's kind and game.
 */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  kind: z.string(),
  gameId: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
