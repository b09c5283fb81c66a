import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { changingPasswordRoute } from './changing-password/route.ts';
import { choosingPasswordRoute } from './choosing-password/route.ts';
import { confirmingEmailRoutes } from './confirming-email/route.ts';
import { confirmingSuperAdminRoute } from './confirming-super-admin/route.ts';
import { currentUserRoute } from './current-user/route.ts';
import { loggingInRoute } from './logging-in/route.ts';
import { lookingUpUserRoute } from './looking-up-user/route.ts';
import { registeringRoute } from './registering/route.ts';
import { requestingPasswordResetRoute } from './requesting-password-reset/route.ts';
import { resettingPasswordRoute } from './resetting-password/route.ts';
import { searchingUsersRoute } from './searching-users/route.ts';
import { signingOutRoute } from './signing-out/route.ts';
import { signInLinkRoutes } from './sign-in-links/route.ts';
import { updatingProfileRoute } from './updating-profile/route.ts';

/**
 * Every /api/auth route. The POSTs that check a password are rate limited per client IP at
 * AUTH_RATE_LIMIT_PER_MINUTE (register, login, password reset, change password, the profile, which
 * may check one, and the e-mail confirmations), the signed-in
 * searches, which a picker calls as the user types, at ten times that. Sign-out is not: it needs a
 * session that still holds, and ends it.
 */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const searchRateLimit = { max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE * 10, timeWindow: 60_000 };
  return async (app) => {
    await app.register(registeringRoute(deps, rateLimit));
    await app.register(loggingInRoute(deps, rateLimit));
    await app.register(requestingPasswordResetRoute(deps, rateLimit));
    await app.register(resettingPasswordRoute(deps, rateLimit));
    await app.register(choosingPasswordRoute(deps, rateLimit));
    await app.register(changingPasswordRoute(deps, rateLimit));
    await app.register(confirmingSuperAdminRoute(deps, rateLimit));
    await app.register(confirmingEmailRoutes(deps, rateLimit));
    await app.register(signInLinkRoutes(deps, rateLimit));
    await app.register(signingOutRoute(deps));
    await app.register(currentUserRoute(deps));
    await app.register(updatingProfileRoute(deps, rateLimit));
    await app.register(searchingUsersRoute(deps, searchRateLimit));
    await app.register(lookingUpUserRoute(deps, searchRateLimit));
  };
}
