import { Agent } from 'node:https';
import type { Duplex } from 'node:stream';
import type { TcpNetConnectOpts } from 'node:net';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { startTestPushService, type TestPushService } from '../../../../testing/push-service.ts';
import { newGame, readAfter } from '../../games/testing/game-test-calls.ts';
import { sendPush } from './send-push.ts';

/**
 * An endpoint is read once and sent to as read (decision 0720). The sender's HTTPS agent notes
 * where each connection was asked to go, then takes it to the local push service (a TLS listener
 * with its own certificate), so the test sees both where the sender would connect and what
 * arrived. Before the fix the follow route took these endpoints (WHATWG URL) and web-push sent
 * to the host Node's legacy `url.parse` found in them: 127.0.0.2:443, or localhost:443.
 */
class RecordingAgent extends Agent {
  readonly asked: string[] = [];
  private readonly listener: { host: string; port: number };
  constructor(listener: { host: string; port: number }, certificate: string) {
    super({ ca: certificate, keepAlive: false });
    this.listener = listener;
  }
  override createConnection(options: TcpNetConnectOpts, callback?: (error: Error | null, socket: Duplex) => void): Duplex {
    this.asked.push(`${options.host ?? 'localhost'}:${options.port}`);
    const { servername: _ignored, ...rest } = options as TcpNetConnectOpts & { servername?: string };
    return super.createConnection({ ...rest, host: this.listener.host, port: this.listener.port }, callback) as Duplex;
  }
}

const VARIANTS = [
  "https://127.0.0.2'.push.apple.com/x",
  'https:fcm.googleapis.com/x',
  'https://127.0.0.2`.push.apple.com/x',
  'https://127.0.0.2{.push.apple.com/x',
  'https://127.0.0.2}.push.apple.com/x',
  'https://127.0.0.2".push.apple.com/x',
  'https://127.0.0.2;.push.apple.com/x',
  'https://127.0.0.2%27.push.apple.com/x',
  'https:/fcm.googleapis.com/x',
  'https://fcm.googleapis.com:443/x',
];

let api: TestApi;
let push: TestPushService;
let owner: Awaited<ReturnType<TestApi['register']>>;
let gameId: string;

beforeAll(async () => {
  push = await startTestPushService();
  api = await startTestApi({ PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.push.apple.com,${push.host}` });
  push.expectVapidKey((await api.call('GET', '/api/push/public-key')).json().publicKey);
  owner = await api.register();
  const game = await newGame(api, owner.token, { name: 'Endpoint Game' });
  gameId = game.id;
  await readAfter(api, `/api/games/${gameId}`, owner.token, game.position);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await push?.close();
});

const keptEndpoints = async () => Number(await api.pool.oneFirst(sql.unsafe`SELECT count(*) FROM auth.push_endpoints`));

describe('a push endpoint is read once, and the server connects only where it was read', () => {
  it('refuses every endpoint another parser could read as another host (400, nothing written)', async () => {
    const keys = push.subscribe().keys;
    const events = await api.countEvents();
    const kept = await keptEndpoints();
    for (const endpoint of VARIANTS) {
      const response = await api.call('POST', '/api/push/subscriptions', {
        token: owner.token,
        body: { gameId, subscription: { endpoint, keys } },
      });
      expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/exactly as the browser gave it/);
    }
    expect(await api.countEvents()).toBe(events);
    expect(await keptEndpoints()).toBe(kept);
  });

  it('sends to the parsed host, port and path; an endpoint kept in another form is never connected to', async () => {
    const browser = push.subscribe();
    const followed = await api.call('POST', '/api/push/subscriptions', { token: owner.token, body: { gameId, subscription: browser } });
    expect(followed.statusCode, followed.body).toBe(201);
    const subscriptionId = followed.json().id as string;
    await readAfter(api, '/api/push/subscriptions', owner.token, followed.json().position);
    const [host = '', port = ''] = push.host.split(':');
    const agent = new RecordingAgent({ host, port: Number(port) }, push.certificate);
    const deps = { pool: api.pool, store: api.store, config: api.config, clock: () => new Date(), agent };
    const job = { subscriptionId, payload: { title: 'Birdie', body: 'Ann on 3', url: '/', kind: 'birdie', gameId } };

    expect(await sendPush(deps, job)).toBe('sent');
    expect(agent.asked).toEqual([push.host]);
    expect(push.delivered.map((message) => message.subscriptionId)).toEqual([browser.id]);

    for (const endpoint of VARIANTS) {
      // As if kept before the follow route refused it.
      await api.pool.query(sql.unsafe`UPDATE auth.push_endpoints SET endpoint = ${endpoint} WHERE subscription_id = ${subscriptionId}`);
      expect(await sendPush(deps, job), endpoint).toBe('skipped');
    }
    expect(agent.asked).toEqual([push.host]);
    expect(push.delivered).toHaveLength(1);
    expect(push.refused).toEqual([]);
    agent.destroy();
  });
});
