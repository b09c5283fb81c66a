import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveQuery, TripParams } from '@golf/contracts';
import { getProjectorCheckpoint, listTripGames } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import { liveCallerOf } from '../../games/access/game-caller.ts';
import { gameStream } from '../../games/game.ts';
import { liveChangeHubOf } from '../../games/live/live-change-hub.ts';
import { OpenStreams, writeStreamHeaders } from '../../games/live/open-streams.ts';
import { changedFrame, lastEventPosition, retryFrame, streamHeartbeat } from '../../games/live/sse-frames.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { tripStream } from '../trip.ts';
import { readTripOf } from '../trip-read-gate.ts';
import { TripLiveWatch } from './trip-live-watch.ts';

const description = [
  'Server-Sent Events telling a member that the trip or one of its games changed, the same frames as',
  '`GET /api/games/{id}/live`: `event: changed` with `data: {"position":"<n>"}`; refetch the standings with',
  '`X-Min-Position: <n>`. The token goes in the Authorization header; a browser EventSource sends `?ticket=` from',
  '`POST /api/trips/{id}/live-ticket` instead. 404 for a non-member. The',
  'games followed are looked up again every 15 s, which also ends the stream of someone removed from the trip.',
].join(' ');

/**
 * GET /api/trips/{id}/live: one stream for the whole trip (its own stream and every game of it),
 * through the same change hub as the games' live streams, so a phone follows the standings of a
 * trip of many games over one connection.
 */
export function tripLiveRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new OpenStreams();
    const trips = new TripLiveWatch(deps.pool);
    app.addHook('preClose', async () => {
      trips.stop();
      streams.endAll();
    });

    app.get(
      '/trips/:id/live',
      {
        schema: {
          tags: ['trips'],
          summary: 'Live change notifications of a trip and its games (SSE)',
          description,
          security: bearerAuth,
          params: TripParams,
          querystring: LiveQuery,
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) => {
        const caller = await liveCallerOf(deps, request, `trip:${request.params.id.toLowerCase()}`, request.query.ticket);
        if (caller.kind !== 'user') throw new UnauthorizedError('Sign in to follow a trip');
        const userId = caller.actor.id;
        const trip = await readTripOf(deps, request.params.id, userId);
        const lastSeen = lastEventPosition(request.headers['last-event-id']);

        reply.hijack();
        const response = reply.raw;
        const followed = new Map<string, () => void>();
        let heartbeat: ReturnType<typeof streamHeartbeat> | undefined = undefined;
        let unwatch = () => undefined as void;
        let closed = false;
        const held = streams.hold(response, () => {
          closed = true;
          heartbeat?.stop();
          unwatch();
          for (const stop of followed.values()) stop();
        });
        if (!held) return;
        writeStreamHeaders(response, reply.getHeaders());

        let sent = lastSeen ?? -1n;
        const send = (position: bigint) => {
          if (position <= sent || response.writableEnded) return;
          sent = position;
          response.write(changedFrame(position));
          heartbeat?.wrote();
        };
        const hub = liveChangeHubOf(deps.pool);
        const follow = async (streams: readonly string[]) => {
          for (const stream of streams) {
            if (followed.has(stream)) continue;
            followed.set(stream, () => undefined);
            const stop = await hub.subscribe(stream, send);
            if (closed) stop();
            else followed.set(stream, stop);
          }
        };
        heartbeat = streamHeartbeat(response);
        response.write(retryFrame());
        // Subscribed before reading the checkpoint, so no change falls between the two.
        const games = (await listTripGames(deps.pool, trip.id)).map((game) => gameStream(game.id));
        await follow([tripStream(trip.id), ...games]);
        // The trip's new games, and the end of the stream of someone removed from the trip.
        unwatch = trips.watch(trip.id, {
          userId,
          // A game whose subscription fails (the database away) is not followed; the stream goes on.
          games: (gameIds) => void follow(gameIds.map(gameStream)).catch(() => undefined),
          lost: () => response.end(),
        });
        if (closed) unwatch();
        send(await getProjectorCheckpoint(deps.pool).catch(() => -1n));
      },
    );
  };
}
