import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newGame, readAfter } from '../../games/testing/game-test-calls.ts';

/**
 * Following a game with its viewer code (no account) is a code lookup like joining: wrong codes
 * are counted in the games' one throttle (decision 0702), per address and per game.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  await api?.close();
});

/** A browser's subscription on Chrome's push service (the server sends nothing in this test). */
const subscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

const follow = (address: string, gameId: string, code: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ gameId, code, subscription: subscription() }),
  });

describe('following a game by viewer code', () => {
  it('counts wrong codes like every code lookup: over the count, 429 with Retry-After, the right code too; other addresses follow', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    await readAfter(api, `/api/games/${id}`, token, position);
    const viewCode = game.viewCode!;
    const guesser = '198.51.100.21';
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await follow(guesser, id, `WRONG${guess + 2}`);
      expect([wrong.statusCode, wrong.json().message]).toEqual([404, pushMessages.codeWrong]);
    }
    const events = await api.countEvents();
    for (const code of ['WRONG9', viewCode]) {
      const refused = await follow(guesser, id, code);
      expect(refused.statusCode, code).toBe(429);
      expect(refused.json().message).toMatch(/Too many wrong codes/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // One throttle: the address waits on the other code lookups too.
    const joining = await api.app.inject({
      method: 'POST',
      url: `/api/games/${id}/join`,
      remoteAddress: guesser,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: viewCode }),
    });
    expect(joining.statusCode).toBe(429);
    expect(await api.countEvents()).toBe(events);

    const spectator = await follow('203.0.113.40', id, viewCode.toLowerCase());
    expect(spectator.statusCode, spectator.body).toBe(201);
  });
});
