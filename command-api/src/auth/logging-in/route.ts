import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, LoginBody, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { ForbiddenError, UnauthorizedError } from '../../commands/domain-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findCredentialsByEmail } from '../credentials.ts';
import { verifyAgainstDecoy, verifyPassword } from '../password-hash.ts';
import { issueSessionToken } from '../session-token.ts';
import { loadUser, userViewOf } from '../user.ts';

/**
 * An e-mail and password for a session: what POST /api/auth/login answers, and what the sign-in
 * form posted without the app (POST /auth, decision 0741) hands over. Throws the 401/403 the API
 * answers with.
 */
export async function logIn(
  deps: Pick<AppDeps, 'pool' | 'store' | 'config' | 'clock'>,
  { email, password }: LoginBody,
): Promise<AuthTokenResponse> {
  const credentials = await findCredentialsByEmail(deps.pool, email);
  const valid = credentials?.passwordHash ? await verifyPassword(credentials.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!credentials || !valid) throw new UnauthorizedError(authMessages.invalidCredentials);
  // The user's own stream, not the read table: it is never behind.
  const { state, position } = await loadUser(deps.store, credentials.userId);
  if (state.status !== 'registered') throw new UnauthorizedError(authMessages.invalidCredentials);
  // A temporary password a super admin set opens no session: the user must choose their own first.
  if (state.mustChangePassword) throw new ForbiddenError(authMessages.passwordChangeRequired);
  const token = await issueSessionToken({ userId: state.id, version: state.sessionVersion }, deps.config.JWT_SECRET, deps.clock());
  return { token, user: userViewOf(state), position: position.toString() };
}

/** POST /api/auth/login: e-mail and password for a session token. */
export function loggingInRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: LoginBody,
          response: { 200: AuthTokenResponse, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => logIn(deps, request.body),
    );
  };
}
