import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthView } from '@golf/contracts';
import type { AppDeps } from '../app-deps.ts';
import { checkHealth } from './check-health.ts';

/** GET /api/health: 200 when every dependency answers, 503 otherwise (for load balancers and compose). */
export function healthRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'Status of the API and what it depends on', response: { 200: HealthView, 503: HealthView } } },
      async (_request, reply) => {
        const health = await checkHealth(deps);
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  };
}
