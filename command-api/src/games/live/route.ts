import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMessages, LiveQuery } from '@golf/contracts';
import { getProjectorCheckpoint } from '@golf/read-db';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { liveCallerOf } from '../access/game-caller.ts';
import { readAccessOf } from '../access/read-access.ts';
import { isGameId } from '../game.ts';
import { liveBoardFramesOf } from './board-frames.ts';
import { liveChangeHubOf, stopLiveChangeHub } from './live-change-hub.ts';
import { OpenStreams, writeStreamHeaders } from './open-streams.ts';
import { changedFrame, lastEventPosition, retryFrame, streamHeartbeat } from './sse-frames.ts';
import { LiveAccessWatch } from './live-access-watch.ts';

const description = [
  'Server-Sent Events (text/event-stream) telling a viewer of the game that its read model changed:',
  '`event: changed` with `data: {"position":"<n>","boards":[…]}` (and `id: <n>`); refetch the leaderboard or scores with',
  '`X-Min-Position: <n>`. `boards` (when present) holds a patch for each leaderboard the change moved, from the version',
  'a viewer holds (`base`) to the new `version` (contracts/src/live/board-patch.ts): a viewer holding `base` applies it',
  'instead of fetching the board; `boards: []` means no board moved. The stream opens with a `retry:` hint and a `changed` event for the current checkpoint',
  '(skipped on reconnect when Last-Event-ID already has it), then sends a comment heartbeat after every 15 s without an event.',
  'Anyone who may view the game may listen, spectators with a guest token included. The token goes in',
  '`Authorization: Bearer <token>`; a browser EventSource, which cannot set headers, sends `?ticket=<ticket>` from',
  '`POST /api/games/{id}/live-ticket` instead (a session token is never taken from the URL). 401',
  'without a valid token or ticket, 404 for a game the caller cannot see. A stream whose caller lost access (a revoked',
  'share, regenerated codes) ends at the next heartbeat.',
].join(' ');

/**
 * GET /api/games/{id}/live. Every stream of the process shares one LISTEN connection (the hub),
 * and each change of a game is encoded once for all its streams (board-frames.ts); a stream ends
 * when the browser goes away or the server closes.
 */
export function liveRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new OpenStreams();
    const access = new LiveAccessWatch(deps.pool);
    app.addHook('preClose', async () => {
      access.stop();
      streams.endAll();
    });
    app.addHook('onClose', async () => stopLiveChangeHub(deps.pool));

    app.get(
      '/games/:id/live',
      {
        schema: {
          tags: ['games'],
          summary: 'Live change notifications of a game (SSE)',
          description,
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          querystring: LiveQuery,
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) => {
        const caller = await liveCallerOf(deps, request, `game:${request.params.id.toLowerCase()}`, request.query.ticket);
        if (!isGameId(request.params.id)) throw new NotFoundError(gameMessages.gameNotFound);
        const { gameId } = await readAccessOf(deps, request.params.id, caller, 'viewer');
        const lastSeen = lastEventPosition(request.headers['last-event-id']);

        reply.hijack();
        const response = reply.raw;
        let heartbeat: ReturnType<typeof streamHeartbeat> | undefined = undefined;
        let unsubscribe = () => undefined as void;
        let unwatch = () => undefined as void;
        let closed = false;
        const held = streams.hold(response, () => {
          closed = true;
          heartbeat?.stop();
          unsubscribe();
          unwatch();
        });
        if (!held) return;
        writeStreamHeaders(response, reply.getHeaders());

        let sent = lastSeen ?? -1n;
        const send = (frame: string | Buffer, position: bigint) => {
          if (position <= sent || response.writableEnded) return;
          sent = position;
          response.write(frame);
          heartbeat?.wrote();
        };
        response.write(retryFrame());
        heartbeat = streamHeartbeat(response);
        // Asked again with every heartbeat, for all streams at once: a revoked share ends the stream.
        unwatch = access.watch(gameId, caller, () => response.end());
        // Subscribed before reading the checkpoint, so no change falls between the two.
        const stop = await liveBoardFramesOf(deps.pool, liveChangeHubOf(deps.pool)).subscribe(gameId, send);
        if (closed) stop();
        else unsubscribe = stop;
        const checkpoint = await getProjectorCheckpoint(deps.pool).catch(() => -1n);
        send(changedFrame(checkpoint), checkpoint);
      },
    );
  };
}
