import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newGame, readAfter } from '../testing/game-test-calls.ts';
import { invitationToken } from '../invitations/invitation-token.ts';

/**
 * E-mail shares are mail from our sender with the game's and the sharer's names in it: one
 * account sends at most SHARE_INVITATIONS_PER_HOUR of them per game within the hour (decision
 * 0723). An invitation's link opens its share only as the server wrote it (decision 0722).
 */
let api: TestApi;
let owner: Awaited<ReturnType<TestApi['register']>>;

beforeAll(async () => {
  api = await startTestApi({ SHARE_INVITATIONS_PER_HOUR: '3' });
  owner = await api.register();
});
afterAll(async () => {
  await api?.close();
});

const share = (token: string, gameId: string, email: string, accessLevel = 'viewer') =>
  api.call('POST', `/api/games/${gameId}/share-with-user`, { token, body: { email, accessLevel } });

describe('e-mail invitations sent', () => {
  it('are limited per sharer and game: the next is 429 saying when, nothing written; other games and sharers go on', async () => {
    const first = await newGame(api, owner.token, { name: 'Saturday Four' });
    const second = await newGame(api, owner.token, { name: 'Sunday Four' });
    const admin = await api.register();
    const shared = await share(owner.token, first.id, admin.user.email, 'admin');
    expect(shared.statusCode, shared.body).toBe(201);
    for (const n of [2, 3]) expect((await share(owner.token, first.id, `guest${n}@example.com`)).statusCode).toBe(201);

    const events = await api.countEvents();
    const refused = await share(owner.token, first.id, 'guest4@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent 3 e-mail invitations for this game within the hour\. Send more in 60 minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await api.countEvents()).toBe(events);

    expect((await share(owner.token, second.id, 'guest4@example.com')).statusCode).toBe(201);
    await readAfter(api, `/api/games/${first.id}`, admin.token, shared.json().position);
    const byAdmin = await share(admin.token, first.id, 'guest5@example.com');
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});

describe('an invitation token', () => {
  it('opens its share only as the server wrote it: padding, inserted characters and other spellings of its bytes are 404', async () => {
    const game = await newGame(api, owner.token, { name: 'Spelling Game' });
    const shared = await share(owner.token, game.id, 'ida@example.com');
    expect(shared.statusCode, shared.body).toBe(201);
    const token = invitationToken(api.config.JWT_SECRET, game.id, shared.json().share.id);
    const read = (spelling: string) => readAfter(api, `/api/games/${game.id}/invitations/${spelling}`, undefined, shared.json().position);
    expect((await read(token)).statusCode).toBe(200);
    const [id, mac = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = [...alphabet].find(
      (letter) => letter !== mac.at(-1) && Buffer.from(`${mac.slice(0, -1)}${letter}`, 'base64url').equals(Buffer.from(mac, 'base64url')),
    );
    for (const spelling of [
      `${mac}%3D%3D`,
      `${mac}%3D`,
      `${mac.slice(0, 9)}!${mac.slice(9)}`,
      `${mac.slice(0, 9)}*${mac.slice(9)}`,
      `${mac.slice(0, -1)}${sameBytes}`,
    ]) {
      const answer = await read(`${id}.${spelling}`);
      expect(answer.statusCode, spelling).toBe(404);
    }
  });
});
