import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LoginBody, authMessages, type AuthTokenResponse } from '@golf/contracts';
import { POSTED_SIGN_IN_KEY, SIGN_IN_HAND_OVER_COOKIE, SIGN_IN_HAND_OVER_SECONDS, type PostedSignIn } from '@golf/contracts/sign-in-form';
import { DomainError } from '../commands/domain-error.ts';
import type { FirstScreenSeed } from './first-screen-pages.ts';

/** What the form's post needs: the API's own sign-in, its rate limit, and the sign-in page drawn with a refusal in it. */
export interface SignInFormPost {
  logIn(body: LoginBody): Promise<AuthTokenResponse>;
  rateLimit: object;
  render(url: string, seed: FirstScreenSeed): Promise<string | null>;
}

/** Refused when the form did not come from this site's own page (decision 0741). */
export const FORM_FROM_ELSEWHERE = 'This form was sent from another page. Open the sign-in page and try again.';

/**
 * Where a sign-in lands: the page's `next` (as the app reads it, frontend/src/lib/return-path.ts),
 * only a path of this site; anything else goes home.
 */
export function landingOf(query: URLSearchParams): string {
  const next = query.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, 'http://this.site');
    return url.origin === 'http://this.site' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * A post from this site's own page. A browser that says where a request came from (Fetch
 * Metadata: Sec-Fetch-Site, which no page's script can set) must say this very origin; one that
 * does not must send an Origin naming this host. The app's pages send no referrer, so Chromium
 * posts them with `Origin: null`: the first rule is the one browsers of today meet. Anything else
 * (another site's form signing a visitor into someone's account, a client that hides where it
 * came from) is refused.
 */
export function cameFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    // Through URL both sides: a default port (:80, :443) is dropped from either.
    return new URL(origin).host === new URL(`${request.protocol}://${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

/**
 * POST /auth: the sign-in form the server drew, posted before (or without) the app's code
 * (decision 0741). The same check as POST /api/auth/login, under the same rate limit. Signed in,
 * the browser is sent (303) where it was going, with the session's token in a short-lived,
 * same-site cookie the app adopts when it starts (never in an address). Refused, the sign-in page
 * is drawn again with the address typed and the app's own message.
 */
export async function signInFormPost(app: FastifyInstance, post: SignInFormPost): Promise<void> {
  await app.register(async (scope) => {
    // Form bodies here only: the API takes JSON alone.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const refuse = async (request: FastifyRequest, reply: FastifyReply, status: number, refusal: PostedSignIn) => {
      const html = await post.render(request.url, [[POSTED_SIGN_IN_KEY, refusal]]);
      reply.header('cache-control', 'no-store');
      if (html === null)
        return reply
          .status(status)
          .type('text/plain; charset=utf-8')
          .send(`Sign in failed. ${refusal.message ?? ''}`);
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    };
    const emailOf = (request: FastifyRequest) => {
      const email = (request.body as Record<string, unknown> | undefined)?.email;
      return typeof email === 'string' ? email.slice(0, 320) : '';
    };
    // Too many tries: the page again, with the limit's own message.
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode !== 429) throw error;
      return refuse(request, reply, 429, { email: emailOf(request), fieldErrors: {}, message: error.message });
    });
    scope.post('/auth', { config: { rateLimit: post.rateLimit } }, async (request, reply) => {
      const email = emailOf(request);
      if (!cameFromThisSite(request)) {
        const { origin, host, 'sec-fetch-site': site } = request.headers;
        request.log.warn({ origin, host, site }, 'a sign-in form from another site was refused');
        return refuse(request, reply, 403, { email, fieldErrors: {}, message: FORM_FROM_ELSEWHERE });
      }
      const parsed = LoginBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path.map(String).join('.') || 'form';
          if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
        }
        return refuse(request, reply, 400, { email, fieldErrors, message: null });
      }
      let session: AuthTokenResponse;
      try {
        session = await post.logIn(parsed.data);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return refuse(request, reply, error.status, { email, fieldErrors: {}, message: error.message || authMessages.invalidCredentials });
      }
      const secure = request.protocol === 'https' ? '; Secure' : '';
      const [, search = ''] = request.url.split('?');
      return reply
        .header(
          'set-cookie',
          `${SIGN_IN_HAND_OVER_COOKIE}=${encodeURIComponent(session.token)}; Path=/; Max-Age=${SIGN_IN_HAND_OVER_SECONDS}; SameSite=Strict${secure}`,
        )
        .header('cache-control', 'no-store')
        .redirect(landingOf(new URLSearchParams(search)), 303);
    });
  });
}
