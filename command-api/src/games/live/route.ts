import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMessages, LiveQuery } from '@golf/contracts';
import { getProjectorCheckpoint } from '@golf/read-db';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameStream, isGameId } from '../game.ts';
import { readableGame } from '../readable-game.ts';
import { liveChangeHubOf, stopLiveChangeHub } from './live-change-hub.ts';
import { liveToken, liveViewer } from './live-viewer.ts';
import { changedFrame, heartbeatFrame, lastEventPosition, LIVE_HEARTBEAT_MS, retryFrame } from './sse-frames.ts';

const description = [
  'Server-Sent Events (text/event-stream) telling a viewer of the game that its read model changed:',
  '`event: changed` with `data: {"position":"<n>"}` (and `id: <n>`); refetch the leaderboard or scores with',
  '`X-Min-Position: <n>`. The stream opens with a `retry:` hint and a `changed` event for the current checkpoint',
  '(skipped on reconnect when Last-Event-ID already has it), then sends a comment heartbeat every 15 s.',
  'Anyone who may view the game may listen. The session token goes in `Authorization: Bearer <token>` or,',
  'since a browser EventSource cannot set headers, in `?token=<token>`. 401 without a valid token, 404 for a',
  'game the caller cannot see.',
].join(' ');

/**
 * GET /api/games/{id}/live. Every stream of the process shares one LISTEN connection (the hub);
 * a stream ends when the browser goes away or the server closes.
 */
export function liveRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<ServerResponse>();
    // Open streams never go idle, so the server could not close while they last: end them first.
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
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
        const user = await liveViewer(deps, liveToken(request, request.query.token));
        if (!isGameId(request.params.id)) throw new NotFoundError(gameMessages.gameNotFound);
        const { record } = await readableGame(deps, request.params.id, user.id);
        const lastSeen = lastEventPosition(request.headers['last-event-id']);

        reply.hijack();
        const response = reply.raw;
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx and similar proxies would otherwise buffer the stream.
          'x-accel-buffering': 'no',
        });
        response.flushHeaders();
        open.add(response);

        let sent = lastSeen ?? -1n;
        const send = (position: bigint) => {
          if (position <= sent || response.writableEnded) return;
          sent = position;
          response.write(changedFrame(position));
        };
        response.write(retryFrame());
        const heartbeat = setInterval(() => response.write(heartbeatFrame()), LIVE_HEARTBEAT_MS);
        let unsubscribe = () => undefined as void;
        let closed = false;
        response.on('close', () => {
          closed = true;
          clearInterval(heartbeat);
          open.delete(response);
          unsubscribe();
        });
        // Subscribed before reading the checkpoint, so no change falls between the two.
        const stop = await liveChangeHubOf(deps.pool).subscribe(gameStream(record.id), send);
        if (closed) stop();
        else unsubscribe = stop;
        send(await getProjectorCheckpoint(deps.pool).catch(() => -1n));
      },
    );
  };
}
