import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StreamCache } from './commands/stream-cache.ts';
import { SessionRegistry } from './auth/sessions/session-registry.ts';
import type { AppDeps } from './app-deps.ts';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth/index.ts';
import { courseRoutes } from './courses/index.ts';
import { bulkUploadRoutes } from './courses/bulk-upload/index.ts';
import { golfCourseRoutes } from './courses/importing/index.ts';
import { serveFrontend } from './frontend/serve-frontend.ts';
import { logIn } from './auth/logging-in/route.ts';
import { issueLiveTicket } from './auth/live-ticket.ts';
import { issueGuestToken } from './auth/session-token.ts';
import { gameCodeGuesses } from './games/access/code-guesses.ts';
import { gameRoutes } from './games/index.ts';
import { handicapRoutes } from './handicap/index.ts';
import { readingStatsRoute } from './stats/reading-stats/route.ts';
import { healthRoute } from './health/route.ts';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './http/compiled-schemas.ts';
import { errorHandler } from './http/error-handler.ts';
import { redactedUrl } from './http/log-redaction.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { refuseUnstorableParameters } from './http/unstorable-text.ts';
import { minPositionHook } from './http/min-position.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerCompression } from './http/compression.ts';
import { registerSecurity } from './http/security.ts';
import { jobRoutes } from './jobs/index.ts';
import { pushRoutes } from './push/index.ts';
import { tripRoutes } from './trips/index.ts';

export type { AppDeps } from './app-deps.ts';

/**
 * The API as a Fastify plugin over explicit dependencies: security, compression, OpenAPI, the error handler,
 * read-your-writes, every route under /api, and the built frontend.
 */
export const app = fastifyPlugin(async function golfApi(fastify: FastifyInstance, deps: AppDeps) {
  fastify.setValidatorCompiler(compiledValidatorCompiler);
  fastify.setSerializerCompiler(compiledSerializerCompiler);
  fastify.setErrorHandler(errorHandler);
  registerJsonBodyParser(fastify);
  fastify.addHook('preValidation', refuseUnstorableParameters);
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('session', null);
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  fastify.addHook('onRequest', minPositionHook(deps.pool));
  await registerSecurity(fastify, deps.config, deps.queues.redis);
  await registerCompression(fastify);
  await registerOpenApi(fastify);
  // One throttle of guessed game codes for the API's lookups and the pages that read a link's code.
  const codeGuesses = gameCodeGuesses(deps, fastify.log);
  await fastify.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoute(deps));
      await typed.register(authRoutes(deps), { prefix: '/auth' });
      await typed.register(courseRoutes(deps));
      await typed.register(golfCourseRoutes(deps), { prefix: '/golf-courses' });
      await typed.register(bulkUploadRoutes(deps), { prefix: '/admin/courses' });
      await typed.register(adminRoutes(deps), { prefix: '/admin' });
      await typed.register(jobRoutes(deps));
      await typed.register(gameRoutes(deps, codeGuesses));
      await typed.register(tripRoutes(deps));
      await typed.register(handicapRoutes(deps));
      await typed.register(readingStatsRoute(deps));
      await typed.register(pushRoutes(deps, codeGuesses));
    },
    { prefix: '/api' },
  );
  await serveFrontend(fastify, deps.config.FRONTEND_DIST, {
    db: deps.pool,
    guesses: codeGuesses,
    liveTicket: async ({ gameId, viewCode }) =>
      (await issueLiveTicket({ kind: 'guest', pass: { gameId, viewCode } }, `game:${gameId}`, deps.config.JWT_SECRET, deps.clock())).ticket,
    guestPass: (viewer) => issueGuestToken(viewer, deps.config.JWT_SECRET, deps.clock()),
    signIn: { logIn: (body) => logIn(deps, body), rateLimit: { max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
  });
});

/** The logger settings of the API: pino at LOG_LEVEL, never logging credentials. */
function loggerOptions(deps: AppDeps, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: deps.config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
    serializers: {
      // Whatever reaches a URL (a live ticket, a sign-in code, an invitation, an old ?token=) stays out of the logs.
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Fastify's trustProxy: a hop count becomes "trust the nearest N hops". */
function trustProxyOption(setting: AppDeps['config']['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * A ready Fastify instance of the API (not listening). Tests call `app.inject`; start-api.ts
 * listens. `clock` defaults to the wall clock; `streamCache` to a fresh cache of folded streams;
 * `sessions` to a fresh session registry; the log goes to `logStream`, standard output by default.
 */
export async function buildApp(
  deps: Omit<AppDeps, 'clock' | 'streamCache' | 'sessions'> &
    Partial<Pick<AppDeps, 'clock' | 'streamCache' | 'sessions'>> & { logStream?: DestinationStream },
): Promise<FastifyInstance> {
  const { logStream, ...given } = deps;
  const full: AppDeps = {
    ...given,
    clock: deps.clock ?? (() => new Date()),
    streamCache: deps.streamCache ?? new StreamCache(deps.store),
    sessions: deps.sessions ?? new SessionRegistry(deps.store),
  };
  const fastify = Fastify({
    logger: loggerOptions(full, logStream),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(full.config.TRUST_PROXY),
    // Bodies are small JSON; 1 MiB leaves room for bulk score entry without inviting abuse.
    bodyLimit: 1024 * 1024,
  });
  await fastify.register(app, full);
  await fastify.ready();
  return fastify;
}
