import { scoreMessages } from '@golf/contracts';
import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resumeQueuedMutations, shouldPersistMutation } from '../../../lib/query-persistence.ts';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { queuedScoreItems, type QueuedMutation } from '../model/sync-queue.ts';
import type { QueuedScore } from './enter-score.ts';
import { registerScoringMutations } from './score-mutations.ts';
import { queueAdvance } from './score-queue.ts';
import { scoringKeys } from './scoring-keys.ts';
import { sendScores } from './send-scores.ts';

const gameId = '00000000-0000-4000-8000-000000000001';
const hole = (holeNumber: number, strokes: number) => ({ playerId: 'p1', roundNumber: 1, holeNumber, strokes, expectedStrokes: null });

type Reply = number | [number, string] | 'hang';

/** The API: answers calls in turn (200 by default); records method, URL, key and body of each. */
function api(...replies: Reply[]) {
  const calls: Array<{ method: string; url: string; key: string | undefined; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), url, key: (init.headers as Record<string, string>)['Idempotency-Key'], body: JSON.parse(String(init.body)) });
    const reply = replies.shift() ?? 200;
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    const [status, message] = Array.isArray(reply) ? reply : [reply, ''];
    const body = status !== 200 ? { message } : url.endsWith('/scores') ? { score: null, change: 'entered', position: '7' } : { game: { id: gameId }, position: '8' };
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

function newClient(): QueryClient {
  const client = createQueryClient();
  registerScoringMutations(client);
  return client;
}

/** What a reload does: the persisted part of the cache through JSON into a fresh client. */
function reload(from: QueryClient): QueryClient {
  const stored = JSON.parse(JSON.stringify(dehydrate(from, { shouldDehydrateMutation: shouldPersistMutation })));
  const client = newClient();
  hydrate(client, stored);
  return client;
}

const items = (client: QueryClient) =>
  queuedScoreItems(
    client
      .getMutationCache()
      .findAll({ mutationKey: scoringKeys.saveScore })
      .map((m) => m.state as unknown as QueuedMutation<QueuedScore>),
    gameId,
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('the offline score queue', () => {
  it('given no connection, then saves and the move of play are queued, survive a reload, and are sent once, in order, with their keys', async () => {
    const calls = api();
    onlineManager.setOnline(false);
    const before = newClient();
    expect(await sendScores(before, gameId, [hole(1, 4), hole(2, 5), hole(3, 3)])).toBe('queued');
    void queueAdvance(before, { gameId, roundNumber: 1, currentHole: 4 }).catch(() => undefined);
    await settle();
    expect(calls).toEqual([]);
    const keys = items(before).map((item) => item.score.idempotencyKey);
    expect(items(before).map((item) => item.state)).toEqual(['waiting', 'waiting', 'waiting']);

    const after = reload(before);
    onlineManager.setOnline(true);
    await resumeQueuedMutations(after);
    expect(calls.map((c) => [c.method, c.url.split('/').at(-1), c.key])).toEqual([
      ['POST', 'scores', keys[0]],
      ['POST', 'scores', keys[1]],
      ['POST', 'scores', keys[2]],
      ['PATCH', gameId, undefined],
    ]);
    expect(calls.map((c) => c.body)).toEqual([hole(1, 4), hole(2, 5), hole(3, 3), { currentHole: 4 }]);
    await vi.waitFor(() => expect(items(after).map((item) => item.state)).toEqual(['sent', 'sent', 'sent']));
  });

  it('given a save in flight when the page went away, then the reload sends it again with the same key (the API records it once)', async () => {
    const calls = api('hang');
    const before = newClient();
    void sendScores(before, gameId, [hole(5, 6)]).catch(() => undefined);
    await settle();
    const after = reload(before);
    await resumeQueuedMutations(after);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('given a conflict, then the save stays in the queue as refused (also after a reload) and the next save still goes', async () => {
    api([409, scoreMessages.changedMeanwhile('Ann', 6, 4, 5)], 200);
    onlineManager.setOnline(false);
    const client = newClient();
    await sendScores(client, gameId, [hole(6, 5), hole(7, 4)]);
    onlineManager.setOnline(true);
    await resumeQueuedMutations(client);
    await vi.waitFor(() =>
      expect(items(client).map((item) => [item.score.holeNumber, item.state, item.refusal?.theirs ?? null])).toEqual([
        [6, 'refused', 4],
        [7, 'sent', null],
      ]),
    );
    expect(items(reload(client)).map((item) => [item.score.holeNumber, item.state, item.refusal?.theirs])).toEqual([[6, 'refused', 4]]);
  });

  it('online, waits for each answer and stops at the first refusal, which is left to the caller’s toast (not kept)', async () => {
    const calls = api(200, [500, 'Boom']);
    const client = newClient();
    await expect(sendScores(client, gameId, [hole(8, 4), hole(8, 5), hole(8, 6)])).rejects.toThrow('Boom');
    expect(calls).toHaveLength(2);
    expect(items(client).map((item) => item.state)).toEqual(['sent']);
  });

  it('online, a save that gets no answer is queued: the caller moves on and it is sent again by itself', async () => {
    let first = true;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(String((init.headers as Record<string, string>)['Idempotency-Key']));
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response('{"score":null,"change":"entered","position":"9"}', { status: 200 });
    });
    const client = newClient();
    expect(await sendScores(client, gameId, [hole(9, 4)])).toBe('queued');
    await vi.waitFor(() => expect(items(client).map((item) => item.state)).toEqual(['sent']), { timeout: 3000 });
    expect(calls[1]).toBe(calls[0]);
  });
});
