import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@golf/contracts';
import { firstScreenLinks } from './first-screens.ts';

/**
 * Serves the built app (FRONTEND_DIST) when it exists: hashed files under assets/ are cached for
 * a year, everything else is revalidated. Any other GET outside /api answers index.html, so the
 * app's own router handles deep links such as /reset-password; the first screens a phone opens
 * from a link also name their chunks to preload (first-screens.ts). Unknown /api paths (and
 * anything when there is no build) answer 404 JSON.
 */
export async function serveFrontend(app: FastifyInstance, frontendDist: string): Promise<{ served: boolean }> {
  const served = existsSync(join(frontendDist, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: frontendDist,
      prefix: '/',
      cacheControl: false,
      // The build writes .br and .gz copies of its text files (frontend/build/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${sep}assets${sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const linksOf = firstScreenLinks(frontendDist);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (served && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const links = linksOf(path);
      if (links) reply.header('link', links);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` } satisfies ErrorBody);
  });
  return { served };
}
