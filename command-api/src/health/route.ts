import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthView } from '@golf/contracts';
import type { AppDeps } from '../app-deps.ts';
import { checkHealth } from './check-health.ts';

/**
 * GET /api/health: each part's status in plain words; 503 when a required part (the event log,
 * the database) is down, so a load balancer or compose stops sending traffic here; 200 otherwise,
 * 'degraded' when Redis is down or the projector is behind (scores are still saved then).
 */
export function healthRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'Status of the API and what it depends on', response: { 200: HealthView, 503: HealthView } } },
      async (_request, reply) => {
        const health = await checkHealth(deps);
        return reply.status(health.status === 'down' ? 503 : 200).send(health);
      },
    );
  };
}
