import { Agent } from 'node:https';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../../../testing/push-service.ts';
import { readAfter } from '../../games/testing/game-test-calls.ts';
import { enterScore, startedGame, type StartedGame } from '../../games/testing/score-test-calls.ts';
import { startPushWorker, type RunningPushWorker } from './push-worker.ts';

/**
 * Web Push end to end on this machine: a real push service (HTTPS with its own certificate) that
 * checks each message's VAPID signature and decrypts it with the browser's keys; the API, the
 * projector and the push worker. A scripted round brings exactly the expected notifications.
 */
let api: TestApi;
let push: TestPushService;
let worker: RunningPushWorker;
let now = new Date('2026-11-27T09:00:00Z');
let owner: Awaited<ReturnType<TestApi['register']>>;
let viewer: Awaited<ReturnType<TestApi['register']>>;
let game: StartedGame;
let viewShareId: string;
let position = '0';
const browser: Partial<Record<'viewer' | 'spectator' | 'owner', TestSubscription>> = {};
const followed: Partial<Record<'viewer' | 'spectator' | 'owner', string>> = {};

beforeAll(async () => {
  push = await startTestPushService();
  api = await startTestApi({ PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${push.host}` });
  push.expectVapidKey((await api.call('GET', '/api/push/public-key')).json().publicKey);
  worker = await startPushWorker(api.config, pino({ level: 'silent' }), {
    pushAgent: new Agent({ ca: push.certificate }),
    clock: () => now,
    momentTickMs: 3_600_000,
    retryDelayMs: 50,
  });
  owner = await api.register();
  viewer = await api.register();
  game = await startedGame(api, owner.token, {
    game: { name: 'Sunday Four', gameType: 'stroke_play', scoringType: 'gross' },
    players: [
      { name: 'Ann', courseHandicap: 0 },
      { name: 'Bob', courseHandicap: 0 },
    ],
  });
  const shared = await api.call('POST', `/api/games/${game.gameId}/share-with-user`, {
    token: owner.token,
    body: { email: viewer.user.email, accessLevel: 'viewer' },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  viewShareId = shared.json().share.id;
  position = shared.json().position;
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await push?.close();
});

/** Waits until the push worker has decided everything up to `position` and sent what it queued. */
async function settled(): Promise<void> {
  await readAfter(api, `/api/games/${game.gameId}`, owner.token, position);
  await worker.watch.caughtUpTo(BigInt(position));
  for (let tries = 0; ; tries += 1) {
    const counts = await worker.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    if (tries > 200) throw new Error(`push jobs still pending: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Enters one hole for Ann and Bob, two minutes after the last (so the one-a-minute rule holds nothing back). */
async function hole(holeNumber: number, ann: number, bob: number): Promise<void> {
  now = new Date(now.getTime() + 2 * 60_000);
  for (const [index, strokes] of [ann, bob].entries())
    position = (await enterScore(api, owner.token, game.gameId, { playerId: game.playerIds[index]!, holeNumber, strokes })).position;
  await settled();
}

/** What each browser was sent, decrypted: "title: body" and the address a tap opens, in a stable order. */
function received(who: 'viewer' | 'spectator' | 'owner'): string[] {
  return push.delivered
    .filter((message) => message.subscriptionId === browser[who]!.id)
    .map((message) => JSON.parse(message.payload) as { title: string; body: string; url: string; kind: string; gameId: string })
    .map((payload) => {
      expect(payload.gameId).toBe(game.gameId);
      return `${payload.kind} | ${payload.title}: ${payload.body} | ${payload.url.replace(game.gameId, 'G')}`;
    })
    .sort();
}

const follow = (body: Record<string, unknown>, token?: string) =>
  api.call('POST', '/api/push/subscriptions', { ...(token ? { token } : {}), body: { gameId: game.gameId, ...body } });

describe('following a game with Web Push', () => {
  it('refuses an endpoint that is not an https push service of PUSH_SERVICE_HOSTS (400, nothing written)', async () => {
    const keys = push.subscribe().keys;
    const before = await api.countEvents();
    const internal = await follow({ subscription: { endpoint: 'https://10.0.0.5:6379/push', keys } }, viewer.token);
    expect(internal.statusCode).toBe(400);
    expect(internal.json().message).toMatch(/not on a push service this server sends to/);
    const plain = await follow({ subscription: { endpoint: `http://${push.host}/push/x`, keys } }, viewer.token);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/https/);
    const badKey = await follow({ subscription: { endpoint: `${push.origin}/push/x`, keys: { ...keys, p256dh: 'abc' } } }, viewer.token);
    expect(badKey.statusCode).toBe(400);
    expect(await api.countEvents()).toBe(before);
  });

  it('lets those who may see the game follow it: a viewer, a spectator with the view code, the organiser; not a stranger or a wrong code', async () => {
    const viewCode = (await readAfter(api, `/api/games/${game.gameId}`, owner.token, position)).json().viewCode as string;
    const stranger = await api.register();
    expect((await follow({ subscription: push.subscribe() }, stranger.token)).statusCode).toBe(404);
    const wrongCode = await follow({ subscription: push.subscribe(), code: 'NOPE99' });
    expect(wrongCode.statusCode).toBe(404);
    expect(wrongCode.json().message).toMatch(/viewer code is not the game’s/);
    expect((await follow({ subscription: push.subscribe() })).statusCode).toBe(401);

    browser.viewer = push.subscribe();
    browser.spectator = push.subscribe();
    browser.owner = push.subscribe();
    for (const [who, response] of [
      ['viewer', await follow({ subscription: browser.viewer }, viewer.token)],
      ['spectator', await follow({ subscription: browser.spectator, code: viewCode.toLowerCase() })],
      ['owner', await follow({ subscription: browser.owner }, owner.token)],
    ] as const) {
      expect(response.statusCode, response.body).toBe(201);
      followed[who] = response.json().id;
      position = response.json().position;
    }
    const again = await follow({ subscription: browser.viewer }, viewer.token);
    expect(again.json().id).toBe(followed.viewer);
    const mine = await readAfter(api, '/api/push/subscriptions', viewer.token, position);
    expect(mine.json().subscriptions).toEqual([
      { id: followed.viewer, gameId: game.gameId, tripId: null, name: 'Sunday Four', createdAt: expect.any(String) },
    ]);
    await settled();
  });

  it('sends exactly the moments of a scripted round, each once, in a golfer’s words', async () => {
    await hole(1, 4, 4); // the first scores: nobody is announced yet
    await hole(2, 3, 4); // Ann birdies: she leads
    await hole(3, 4, 2); // Bob eagles: he leads
    await hole(4, 4, 4); // pars change nothing
    await hole(5, 1, 3); // Ann's hole-in-one on the par-3 fifth: she leads again
    const expected = [
      'eagle | Eagle: Bob makes an eagle on 3 | /game/G/leaderboard?round=1&hole=3',
      'hole_in_one | Hole-in-one!: Ann has a hole-in-one on 5 | /game/G/leaderboard?round=1&hole=5',
      'leader | New leader: Ann leads at -1 after 2 | /game/G/leaderboard?round=1&hole=2',
      'leader | New leader: Ann leads at -3 after 5 | /game/G/leaderboard?round=1&hole=5',
      'leader | New leader: Bob leads at -2 after 3 | /game/G/leaderboard?round=1&hole=3',
    ];
    expect(received('viewer')).toEqual(expected);
    expect(received('spectator')).toEqual(expected);
    expect(received('owner')).toEqual(expected);
    expect(push.refused).toEqual([]);
    expect(push.delivered.every((message) => message.ttl === '3600' && message.urgency === 'high')).toBe(true);
  });

  it('sends nothing more to those who lost access: the share removed, the view code replaced', async () => {
    const revoked = await api.call('DELETE', `/api/game-shares/${viewShareId}`, { token: owner.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const regenerated = await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, {
      token: owner.token,
      body: { level: 'viewer' },
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    position = regenerated.json().position;
    await settled();
    const count = { viewer: received('viewer').length, spectator: received('spectator').length, owner: received('owner').length };
    await hole(6, 5, 3); // Bob's eagle on the par-5 sixth, and he leads
    expect(received('viewer')).toHaveLength(count.viewer);
    expect(received('spectator')).toHaveLength(count.spectator);
    expect(received('owner')).toHaveLength(count.owner + 2);
    const viewerList = await readAfter(api, '/api/push/subscriptions', viewer.token, position);
    expect(viewerList.json().subscriptions).toEqual([]);
  });

  it('drops a subscription its push service answers 410 Gone for', async () => {
    push.forget(browser.owner!.id);
    await hole(7, 2, 4); // Ann's eagle on the seventh: sent, answered 410
    // Ann's eagle and her lead go as two jobs: one or both meet the 410 before the subscription ends.
    expect(push.refused.length).toBeGreaterThan(0);
    expect(new Set(push.refused.map((refusal) => `${refusal.subscriptionId} ${refusal.status}`))).toEqual(
      new Set([`${browser.owner!.id} 410`]),
    );
    const events = await api.store.readStream(`push-subscription-${followed.owner}`);
    expect(events.map((event) => [event.type, (event.data as { reason?: string }).reason ?? null])).toEqual([
      ['PushSubscribed', null],
      ['PushUnsubscribed', 'push_service_gone'],
    ]);
    const ownerList = await readAfter(api, '/api/push/subscriptions', owner.token, events.at(-1)!.position.toString());
    expect(ownerList.json().subscriptions).toEqual([]);
  });

  it('lets a follower stop following; nobody else may end their subscription', async () => {
    const mine = push.subscribe();
    const created = await follow({ subscription: mine }, owner.token);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await api.call('DELETE', `/api/push/subscriptions/${id}`, { token: viewer.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/push/subscriptions/${id}`)).statusCode).toBe(404);
    const ended = await api.call('DELETE', `/api/push/subscriptions/${id}`, { token: owner.token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await api.call('DELETE', `/api/push/subscriptions/${id}`, { token: owner.token })).statusCode).toBe(404);
    const list = await readAfter(api, '/api/push/subscriptions', owner.token, ended.json().position);
    expect(list.json().subscriptions).toEqual([]);
  });
});
