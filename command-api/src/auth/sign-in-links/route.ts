import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, OneTimeCodeBody, SignInLinkPreview, SignInLinkResponse, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError, ForbiddenError } from '../../commands/domain-error.ts';
import { requireUser, signedInSession, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { linkBaseFor } from '../../http/link-base.ts';
import { newOneTimeCode, spendCode, storeOneTimeCode, usableCode, type StoredCode } from '../one-time-codes.ts';
import { sessionStatusOf } from '../sessions/session-status.ts';
import { issueSessionToken } from '../session-token.ts';
import { loadUser, userViewOf } from '../user.ts';
import { signInLink } from './sign-in-link.ts';

/**
 * The registered account a working code opens, read from its stream; 400 for a code that does not
 * work, an account gone, or a code whose session has ended since it was made (signed out, or a
 * password change or reset, or a change of roles): a link is worth no more than the session that
 * made it (decision 0721).
 */
async function accountOf(deps: AppDeps, code: StoredCode | null) {
  if (!code || code.sessionId === null || code.sessionVersion === null) throw new BadRequestError(authMessages.signInLinkInvalid);
  const { state, position } = await loadUser(deps.store, code.userId);
  const maker = { userId: code.userId, sessionId: code.sessionId, version: code.sessionVersion, expiresAt: code.expiresAt };
  if (state.status !== 'registered') throw new BadRequestError(authMessages.signInLinkInvalid);
  if (sessionStatusOf(maker, state) !== 'current') throw new BadRequestError(authMessages.signInLinkSessionEnded);
  return { state, position };
}

/**
 * Sign-in links (`/auth?token=<one-time code>`), which never switch accounts silently:
 * - POST /api/auth/sign-in-links: a signed-in user makes one for their own account (to sign in
 *   on another phone); it works once, for five minutes, while the session that made it holds.
 * - POST /api/auth/sign-in-links/preview: whose account a code opens, so the screen can ask
 *   "Continue as Ann Smith?" before anything changes; the code is not spent.
 * - POST /api/auth/sign-in-links/redeem: the code, once, for a session of that account.
 * A session token is never put in an address: the code is worth nothing once spent or expired.
 */
export function signInLinkRoutes(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sign-in-links',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'A link that signs your account in on another phone, once, within five minutes',
          security: bearerAuth,
          response: { 200: SignInLinkResponse, ...errorResponses(401, 429) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { sessionId, version } = signedInSession(request);
        const code = newOneTimeCode();
        const expiresAt = await storeOneTimeCode(deps.pool, code, {
          purpose: 'sign_in',
          userId: user.id,
          email: user.email,
          now: deps.clock(),
          session: { sessionId, version },
        });
        return { link: signInLink(linkBaseFor(deps.config, request), code), expiresAt: expiresAt.toISOString() };
      },
    );

    app.post(
      '/sign-in-links/preview',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Whose account a sign-in link opens (the code is not spent)',
          body: OneTimeCodeBody,
          response: { 200: SignInLinkPreview, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const { state } = await accountOf(deps, await usableCode(deps.pool, request.body.code, 'sign_in', deps.clock()));
        return { firstName: state.firstName, lastName: state.lastName, email: state.email };
      },
    );

    app.post(
      '/sign-in-links/redeem',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Exchange a sign-in link’s code, once, for a session of its account',
          body: OneTimeCodeBody,
          response: { 200: AuthTokenResponse, ...errorResponses(400, 403, 429) },
        },
      },
      async (request) => {
        const now = deps.clock();
        const { state, position } = await deps.pool.transaction(async (tx) =>
          accountOf(deps, await spendCode(tx, request.body.code, 'sign_in', now)),
        );
        // As at sign-in: a temporary password a super admin set opens no session until it is replaced.
        if (state.mustChangePassword) throw new ForbiddenError(authMessages.passwordChangeRequired);
        const token = await issueSessionToken({ userId: state.id, version: state.sessionVersion }, deps.config.JWT_SECRET, now);
        return { token, user: userViewOf(state), position: position.toString() };
      },
    );
  };
}
