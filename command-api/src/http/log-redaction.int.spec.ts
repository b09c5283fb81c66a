import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { newGame } from '../games/testing/game-test-calls.ts';
import { invitationToken } from '../games/invitations/invitation-token.ts';

/**
 * What the request log keeps of an address: anything in it that works as a credential (a live
 * ticket, a sign-in or reset code, a game code, an invitation token) is `[redacted]`. The API is
 * built a second time on the test API's servers, logging at info into a buffer.
 */
let api: TestApi;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  logged = await buildApp({
    config: { ...api.config, LOG_LEVEL: 'info' },
    store: api.store,
    pool: api.pool,
    queues: api.queues,
    logStream: { write: (line: string) => void lines.push(line) },
  });
}, 60_000);
afterAll(async () => {
  await logged?.close();
  await api?.close();
});

describe('the request log', () => {
  it('keeps no invitation token, ticket or code from an address, in the query or the path', async () => {
    const owner = await api.register();
    const game = await newGame(api, owner.token, { name: 'Logged Game' });
    const shared = await api.call('POST', `/api/games/${game.id}/share-with-user`, {
      token: owner.token,
      body: { email: 'lee@example.com', accessLevel: 'viewer' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const invite = invitationToken(api.config.JWT_SECRET, game.id, shared.json().share.id);
    const secrets = { invite, ticket: 'tIcKeT-abcdefghijklmnop', code: 'CODE42', token: 'sIgNiN-abcdefghijklmnop' };
    const addresses = [
      `/game/${game.id}/join?invite=${invite}`,
      `/game/${game.id}/join?code=${secrets.code}&invite=${invite}`,
      `/api/games/${game.id}/invitations/${invite}`,
      `/api/games/${game.id}/invitations/${invite}/accept`,
      `/api/games/${game.id}/live?ticket=${secrets.ticket}`,
      `/auth?token=${secrets.token}`,
      `/reset-password?TOKEN=${secrets.token}#x`,
    ];
    for (const url of addresses) await logged.inject({ method: url.endsWith('/accept') ? 'POST' : 'GET', url });
    const log = lines.join('');
    for (const url of addresses) expect(log).toContain(`"url":"${url.split(/[?]|\/invitations\//)[0]}`);
    for (const [name, secret] of Object.entries(secrets)) expect(log, name).not.toContain(secret);
    expect(log).not.toContain(invite.split('.')[1]!);
    expect(log).toContain(`/api/games/${game.id}/invitations/[redacted]/accept`);
    expect(log).toContain(`/game/${game.id}/join?code=[redacted]&invite=[redacted]`);
  });
});
