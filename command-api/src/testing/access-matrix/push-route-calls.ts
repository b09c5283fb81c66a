import { slug, type CellContext, type RouteCall } from './cell-call.ts';

/** A browser subscription on Chrome's push service (never contacted: following only keeps it). */
const subscription = (cell: CellContext) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${slug(cell)}`,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
});

/**
 * The push routes' calls, part of routeCalls. Each caller follows the row's game with a browser
 * of their own; ending a subscription is tried on one that does not exist (404 for everyone: a
 * real one is only its owner's, or, for a spectator's, its holder's; push/sending tests that).
 */
export const pushRouteCalls: Record<string, RouteCall> = {
  'GET /api/push/public-key': { request: () => ({ method: 'GET', url: '/api/push/public-key' }) },
  'POST /api/push/subscriptions': {
    request: (cell) => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { subscription: subscription(cell), gameId: cell.world.gameId },
    }),
  },
  'GET /api/push/subscriptions': { request: () => ({ method: 'GET', url: '/api/push/subscriptions' }) },
  'DELETE /api/push/subscriptions/{id}': {
    request: () => ({ method: 'DELETE', url: '/api/push/subscriptions/00000000-0000-4000-8000-00000000dead' }),
  },
};
