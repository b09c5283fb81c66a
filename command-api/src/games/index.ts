import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { addingPlayerRoute } from './adding-player/route.ts';
import { adjustingQuotasRoute } from './adjusting-quotas/route.ts';
import { adjustingCourseHandicapsRoute } from './adjusting-course-handicaps/route.ts';
import { assigningTeamsRoute } from './assigning-teams/route.ts';
import { calculatingCourseHandicapsRoute } from './calculating-course-handicaps/route.ts';
import { changingGameRoute } from './changing-game/route.ts';
import { changingShareRoutes } from './changing-share/route.ts';
import { creatingShareLinksRoute } from './creating-share-links/route.ts';
import { acceptingInvitationRoute } from './invitations/accepting-route.ts';
import { readingInvitationRoute } from './invitations/reading-route.ts';
import { joiningGameRoute } from './joining-game/route.ts';
import { listingSharesRoute } from './listing-shares/route.ts';
import { regeneratingCodesRoute } from './regenerating-codes/route.ts';
import { sharingByEmailRoute } from './sharing-by-email/route.ts';
import { changingPlayerRoute } from './changing-player/route.ts';
import { choosingRoundCourseRoute } from './choosing-round-course/route.ts';
import { choosingTeeRoute } from './choosing-tee/route.ts';
import { confirmingRoundRoute } from './confirming-round/route.ts';
import { correctingScoreRoute } from './correcting-score/route.ts';
import { creatingGameRoute } from './creating-game/route.ts';
import { deletingGameRoute } from './deleting-game/route.ts';
import { enteringScoreRoute } from './entering-score/route.ts';
import { gameTypesRoute } from './game-types/route.ts';
import { joiningByCodeRoute } from './joining-by-code/route.ts';
import { listingGamesRoute } from './listing-games/route.ts';
import { liveRoute } from './live/route.ts';
import { liveTicketRoute } from './live/ticket-route.ts';
import { readingLeaderboardRoute } from './reading-leaderboard/route.ts';
import { readingScoresRoute } from './reading-scores/route.ts';
import { recalculatingScoresRoute } from './recalculating-scores/route.ts';
import { removingPlayerRoute } from './removing-player/route.ts';
import { removingRoundRoute } from './removing-round/route.ts';
import { scoreHistoryRoute } from './score-history/route.ts';
import { settingHoleAwardsRoute } from './setting-hole-awards/route.ts';
import { settingPayoutRoute } from './setting-payout/route.ts';
import { startingRoundRoute } from './starting-round/route.ts';
import { viewingGameRoute } from './viewing-game/route.ts';
import { choosingWolfRoute } from './choosing-wolf/route.ts';
import { pressingRoute } from './pressing/route.ts';
import type { GuessThrottle } from '../http/guess-throttle.ts';

/**
 * Every games, players, rounds, handicaps, scores, leaderboards and sharing route, mounted under
 * /api: /games… (with /games/{id}/live and /live-ticket, /score-history, /shares, /join),
 * /players/{id}, /scores/{id}, /game-shares/{id}, /game-types, /games/{id}/invitations/{token}.
 * Looking up or joining a game by code throttles wrong codes per address and per game (`codeGuesses`,
 * decision 0702); reading an invitation is rate limited like sign-in, since its token is a key.
 */
export function gameRoutes(deps: AppDeps, codeGuesses: GuessThrottle): FastifyPluginAsyncZod {
  const codeRateLimit = { max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  return async (app) => {
    await app.register(gameTypesRoute());
    await app.register(creatingGameRoute(deps));
    await app.register(listingGamesRoute(deps));
    await app.register(joiningByCodeRoute(deps, codeGuesses));
    await app.register(viewingGameRoute(deps));
    await app.register(changingGameRoute(deps));
    await app.register(deletingGameRoute(deps));
    await app.register(addingPlayerRoute(deps));
    await app.register(changingPlayerRoute(deps));
    await app.register(removingPlayerRoute(deps));
    await app.register(assigningTeamsRoute(deps));
    await app.register(choosingRoundCourseRoute(deps));
    await app.register(removingRoundRoute(deps));
    await app.register(choosingTeeRoute(deps));
    await app.register(calculatingCourseHandicapsRoute(deps));
    await app.register(adjustingCourseHandicapsRoute(deps));
    await app.register(recalculatingScoresRoute(deps));
    await app.register(confirmingRoundRoute(deps));
    await app.register(startingRoundRoute(deps));
    await app.register(settingPayoutRoute(deps));
    await app.register(enteringScoreRoute(deps));
    await app.register(correctingScoreRoute(deps));
    await app.register(settingHoleAwardsRoute(deps));
    await app.register(readingScoresRoute(deps));
    await app.register(adjustingQuotasRoute(deps));
    await app.register(choosingWolfRoute(deps));
    await app.register(pressingRoute(deps));
    await app.register(readingLeaderboardRoute(deps));
    await app.register(scoreHistoryRoute(deps));
    await app.register(liveRoute(deps));
    await app.register(liveTicketRoute(deps));
    await app.register(creatingShareLinksRoute(deps));
    await app.register(listingSharesRoute(deps));
    await app.register(sharingByEmailRoute(deps));
    await app.register(changingShareRoutes(deps));
    await app.register(regeneratingCodesRoute(deps));
    await app.register(joiningGameRoute(deps, codeGuesses));
    await app.register(readingInvitationRoute(deps, codeRateLimit));
    await app.register(acceptingInvitationRoute(deps));
  };
}
