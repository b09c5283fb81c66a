import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CommonQueryMethods } from 'slonik';
import type { ErrorBody } from '@golf/contracts';
import { firstScreenPages, firstScreenReads } from './first-screen-pages.ts';
import type { GuessThrottle } from '../http/guess-throttle.ts';
import { firstScreenFiles, firstScreenLinks } from './first-screens.ts';
import { signInFormPost, type SignInFormPost } from './sign-in-form-post.ts';

/**
 * What the server needs to render the public screens: the read side, the throttle of guessed
 * codes (decision 0702), and a live ticket for a viewer link's game (the same as a spectator's
 * pass would get: that game's stream, one minute; decision 0560).
 */
export interface FirstScreenReads {
  db: CommonQueryMethods;
  guesses: GuessThrottle;
  liveTicket?: (viewer: { gameId: string; viewCode: string }) => Promise<string>;
  /** A spectator's pass for a viewer link's game, as POST /games/{id}/join answers a visitor with the view code (decision 0742). */
  guestPass?: (viewer: { gameId: string; viewCode: string }) => Promise<string>;
  /** The sign-in form's post before the app runs (decision 0741): the API's own sign-in and its rate limit. */
  signIn?: Pick<SignInFormPost, 'logIn' | 'rateLimit'>;
}

/** The public screens the server renders (frontend/src/entry-server.tsx); a link's code is a guess to throttle. */
const RENDERED = [
  { url: '/auth', guessesCode: false, scriptsLast: false },
  { url: '/game/:id/join', guessesCode: true, scriptsLast: true },
  { url: '/game/:id/tv', guessesCode: true, scriptsLast: true },
  // The board a viewer link's Enter Game opens as a plain link (decision 0704); without a code, the app's own page.
  { url: '/game/:id/leaderboard', guessesCode: true, scriptsLast: true },
];

/**
 * Serves the built app (FRONTEND_DIST) when it exists: hashed files under assets/ are cached for
 * a year, everything else is revalidated. Any other GET outside /api answers index.html, so the
 * app's own router handles deep links such as /reset-password; the first screens a phone opens
 * from a link also name their chunks to preload (first-screens.ts). The public screens (sign-in, a
 * join link, the TV view, a viewer link's board) arrive already drawn, with what they show (first-screen-pages.ts).
 * Unknown /api paths (and anything when there is no build) answer 404 JSON.
 */
export async function serveFrontend(app: FastifyInstance, frontendDist: string, reads?: FirstScreenReads): Promise<{ served: boolean }> {
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
  const filesOf = firstScreenFiles(frontendDist);
  const page = (reply: FastifyReply, path: string) => {
    const links = linksOf(path);
    if (links) reply.header('link', links);
    return reply.header('cache-control', 'no-cache');
  };
  const render = served && reads ? await firstScreenPages(frontendDist, app.log) : null;
  if (render && reads) {
    for (const { url, guessesCode, scriptsLast } of RENDERED) {
      app.get(url, async (request, reply) => {
        const [path = '/', search = ''] = request.url.split('?');
        // A service worker of a build before decision 0575 asking ahead of a page load: the phone has
        // the app and its last reads, so the small plain shell serves it better than a drawn page.
        reply.header('vary', 'Service-Worker-Navigation-Preload');
        if (request.headers['service-worker-navigation-preload']) return page(reply, path).sendFile('index.html');
        const query = new URLSearchParams(search);
        // A link's code is a guess like a typed one: wrong ones count against the address and the game.
        const scope = { address: request.ip, subject: (request.params as { id?: string }).id ?? null };
        const guessing = guessesCode && query.has('code');
        if (guessing) await reads.guesses.check(scope);
        const { seed, viewer, missed } = await firstScreenReads(reads.db, path, query);
        if (guessing && missed) await reads.guesses.failed(scope);
        const ticket = viewer && reads.liveTicket && render.liveScript ? await reads.liveTicket(viewer) : null;
        // The page also hands the app the spectator's pass its 'Enter Game' would have asked for (decision 0742).
        const token = viewer && ticket && reads.guestPass ? await reads.guestPass(viewer) : null;
        const live =
          viewer && ticket
            ? {
                stream: `/api/games/${viewer.gameId}/live?ticket=${encodeURIComponent(ticket)}`,
                ...(token ? { pass: { token, code: viewer.viewCode } } : {}),
              }
            : null;
        // A leaderboard's address without a code draws what depends on the phone's pass: the app draws its own (decision 0740).
        const adopt = !(path.endsWith('/leaderboard') && !query.has('code'));
        const html = await render(request.url, seed, scriptsLast ? filesOf(path) : null, live, adopt);
        if (html === null) return page(reply, path).sendFile('index.html');
        if (!scriptsLast) return page(reply, path).type('text/html; charset=utf-8').send(html);
        // A page holding a live ticket is this visit's alone: kept by no cache. Its inline script
        // is allowed by its hash, on this page only.
        if (live && render.liveScript) {
          const csp = String(reply.getHeader('content-security-policy') ?? '');
          reply.header('cache-control', 'private, no-store');
          if (csp)
            reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${render.liveScript.cspHash}`));
        } else reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').send(html);
      });
    }
    if (reads.signIn) await signInFormPost(app, { ...reads.signIn, render: (url, seed) => render(url, seed, null) });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (served && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return page(reply, path).sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` } satisfies ErrorBody);
  });
  return { served };
}
