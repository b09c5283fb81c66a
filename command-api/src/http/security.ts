import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Security headers, CORS and the rate-limit store.
 * - CSP fits the built Vite app: its scripts and styles are files from this origin. Inline
 *   styles are allowed because React sets `style` attributes; images may come from course sites.
 * - CORS lets the Vite dev server (another origin) call the API during development.
 * - Rate-limit counters live in Redis so every API instance shares them; routes opt in with
 *   `config.rateLimit`. If Redis fails, requests are let through rather than refused.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis: Redis): Promise<void> {
  // One helmet middleware built at start: @fastify/helmet builds it again for every request
  // (the policy's directives parsed anew each time; decision 0544).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The app is also served over plain http (localhost, LAN), where upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'x-min-position-reached'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.BULLMQ_PREFIX}:rate-limit:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
