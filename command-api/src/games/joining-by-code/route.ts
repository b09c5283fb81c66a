import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommonQueryMethods } from 'slonik';
import { GameByCodeResponse, GameCodeParam, gameMessages } from '@golf/contracts';
import { findGameByCode, getGameById, listGameAccess } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { claimedPlayerIds } from '../access/access-rule.ts';
import { grantOfRow } from '../access/grant-rows.ts';
import type { GuessThrottle } from '../../http/guess-throttle.ts';
import { gameViewOfRecord } from '../game-views.ts';
import { guessScopeOf } from '../code-guesses.ts';

/** What a code opens: the game as its level sees it, the level, and the players already claimed; null when it opens nothing. */
export async function gameByCode(db: CommonQueryMethods, code: string): Promise<GameByCodeResponse | null> {
  const found = await findGameByCode(db, code);
  const [record, grants] = found ? await Promise.all([getGameById(db, found.gameId), listGameAccess(db, found.gameId)]) : [null, []];
  if (!found || !record) return null;
  return {
    game: gameViewOfRecord(record, { level: found.accessLevel, playerIds: [] }),
    accessLevel: found.accessLevel,
    claimedPlayerIds: claimedPlayerIds(grants.map(grantOfRow), record.players),
  };
}

/**
 * GET /api/games/by-code/{code}: the join screen. The code is the key, so no sign-in is needed
 * (the join route is open to visitors); wrong codes are throttled per client address (decision
 * 0702: a right code is never refused, a client that guessed too often waits), and a wrong code
 * answers like a missing game. `claimedPlayerIds` are the players someone already scores for, so
 * a joiner with a player code chooses among the others.
 */
export function joiningByCodeRoute(deps: AppDeps, guesses: GuessThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games/by-code/:code',
      {
        schema: {
          tags: ['sharing'],
          summary: 'The game a 6-character access code opens, and the level it grants',
          params: GameCodeParam,
          response: { 200: GameByCodeResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
        const scope = guessScopeOf(request);
        await guesses.check(scope);
        const answer = await gameByCode(deps.pool, request.params.code);
        if (!answer) {
          await guesses.failed(scope);
          throw new NotFoundError(gameMessages.invalidAccessCode);
        }
        return answer;
      },
    );
  };
}
