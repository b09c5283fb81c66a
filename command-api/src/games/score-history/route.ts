import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMessages, ScoreHistoryQuery, ScoreHistoryResponse, type ScoreHistoryEntry } from '@golf/contracts';
import { getUserById } from '@golf/read-db';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireViewer } from '../access/require-access.ts';
import { actorOfRequest, gameStream, isGameId } from '../game.ts';
import { filterHistory, foldScoreHistory } from './score-history.ts';

const description = [
  'Every score entered or corrected in the game, oldest first: who wrote it (user id and display name when known),',
  'when (the command time), with which access (owner, shared admin/player, admin/player code) and, for a correction,',
  'the value it replaced. Read straight from the game’s event stream, so it is always complete and current',
  '(no X-Min-Position needed). Only the game’s admin may read it: players get 403, anyone else 404.',
  'The history is append-only: there is no route that edits or deletes it, and a correction adds an entry.',
  'Filters (all optional, combined with AND): round, hole, playerId.',
].join(' ');

/** The name shown for a user: first and last name, else the username. */
async function displayNames(deps: Pick<AppDeps, 'pool'>, userIds: Iterable<string>): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (const userId of userIds) {
    const user = await getUserById(deps.pool, userId);
    const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
    names.set(userId, user ? fullName || user.username : null);
  }
  return names;
}

/** GET /api/games/{id}/score-history: the game's score audit trail, for its admin. */
export function scoreHistoryRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games/:id/score-history',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['scores'],
          summary: 'The score history of a game (append-only)',
          description,
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          querystring: ScoreHistoryQuery,
          response: { 200: ScoreHistoryResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const gameId = request.params.id;
        if (!isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
        const { state, entries } = foldScoreHistory(await deps.store.readStream(gameStream(gameId.toLowerCase())));
        const { access } = requireViewer(state, actorOfRequest(request));
        if (access.level !== 'admin') throw new ForbiddenError('Only the game’s admin can read its score history');
        const chosen = filterHistory(entries, request.query);
        const names = await displayNames(deps, new Set(chosen.flatMap((entry) => (entry.userId ? [entry.userId] : []))));
        return {
          entries: chosen.map(({ userId, ...entry }): ScoreHistoryEntry => ({
            ...entry,
            who: userId ? { userId, displayName: names.get(userId) ?? null } : null,
          })),
        };
      },
    );
  };
}
