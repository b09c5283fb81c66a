import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushPublicKeyView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { vapidKeysOf } from '../vapid-keys.ts';

/** GET /api/push/public-key: the VAPID public key a browser subscribes with (`applicationServerKey`). Open to anyone. */
export function readingPublicKeyRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/push/public-key',
      {
        schema: {
          tags: ['push'],
          summary: 'The server’s VAPID public key, to subscribe a browser with',
          response: { 200: PushPublicKeyView },
        },
      },
      async () => ({ publicKey: (await vapidKeysOf(deps.pool, deps.config)).publicKey }),
    );
  };
}
