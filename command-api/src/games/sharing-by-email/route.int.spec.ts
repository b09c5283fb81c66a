import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_MESSAGE } from '../../http/dependency-outage.ts';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
import { withRedisAway } from '../../../../testing/redis-away.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { nextMail, outboxFiles } from '../../testing/outbox.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { startedGame, type StartedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
let worker: RunningWorker;
let owner: { token: string; user: { id: string } };
let game: StartedGame;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startWorker(api.config);
  owner = await api.register();
  game = await startedGame(api, owner.token, {
    players: [
      { name: 'Ann', courseHandicap: 10 },
      { name: 'Ben', courseHandicap: 12 },
      { name: 'Cat', courseHandicap: 14 },
    ],
  });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const share = (body: unknown, token = owner.token) => api.call('POST', `/api/games/${game.gameId}/share-with-user`, { token, body });
const score = (token: string, playerId: string, holeNumber: number) =>
  api.call('POST', `/api/games/${game.gameId}/scores`, { token, body: { playerId, roundNumber: 1, holeNumber, strokes: 5 } });

describe('sharing a game by e-mail', () => {
  it('shares with an address that has no account yet, mails the invitation, and applies once the account proves the address', async () => {
    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const shared = await share({ email: '  Newcomer@Example.com ', accessLevel: 'player', playerName: 'ben' });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json()).toMatchObject({
      created: true,
      share: { accessLevel: 'player', via: 'email_share', email: 'newcomer@example.com', userId: null, name: null, playerName: 'Ben' },
    });
    expect(shared.json().share.players).toEqual([{ id: game.playerIds[1], name: 'Ben' }]);

    const mail = await nextMail(api.config.OUTBOX_DIR, known);
    expect(mail.to).toBe('newcomer@example.com');
    expect(mail.subject).toContain('shared “Test Game” with you');
    expect(mail.text).toContain(`http://golf.test/game/${game.gameId}/join`);
    expect(mail.text).toContain('Create an account with this e-mail address');

    const again = await share({ email: 'newcomer@example.com', accessLevel: 'player', playerName: 'Ben' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, share: { id: shared.json().share.id } });

    const newcomer = await api.register({ email: 'newcomer@example.com' });
    // The account works, and the share waits for the address to be proved by the link mailed to it (decision 0730).
    expect((await readAfter(api, '/api/games', newcomer.token, newcomer.position)).json()).toEqual([]);
    const confirmation = await nextMail(api.config.OUTBOX_DIR, known + 1);
    expect([confirmation.to, confirmation.subject]).toEqual(['newcomer@example.com', 'Confirm your email address']);
    const code = new URL(/https?:\/\/\S+\/confirm-email\?\S+/.exec(confirmation.text)![0]).searchParams.get('code');
    const confirmed = await api.call('POST', '/api/auth/confirm-email', { token: newcomer.token, body: { code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const list = await readAfter(api, '/api/games', newcomer.token, confirmed.json().position);
    expect(list.json().map((g: { id: string; accessLevel: string }) => [g.id, g.accessLevel])).toEqual([[game.gameId, 'player']]);
    const view = await api.call('GET', `/api/games/${game.gameId}`, { token: newcomer.token });
    expect(view.json()).toMatchObject({ accessLevel: 'player', myPlayerIds: [game.playerIds[1]], adminCode: null });

    const own = await score(newcomer.token, game.playerIds[1]!, 1);
    expect(own.statusCode, own.body).toBe(200);
    const history = await api.call('GET', `/api/games/${game.gameId}/score-history`, { token: owner.token });
    expect(history.json().entries.at(-1)).toMatchObject({ access: 'shared_player', who: { userId: newcomer.user.id } });
    await expectNothingWritten(api, async () => {
      const other = await score(newcomer.token, game.playerIds[0]!, 1);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('You can only change your own scores');
    });
  });

  it('an admin makes a scorer of a share (several players), and a revoked share locks its holder out at once', async () => {
    const scorer = await api.register();
    const shared = await share({ email: scorer.user.email, accessLevel: 'viewer' });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().share).toMatchObject({ userId: scorer.user.id, accessLevel: 'viewer', players: [] });
    const shareId = shared.json().share.id;

    const promoted = await api.call('PATCH', `/api/game-shares/${shareId}`, {
      token: owner.token,
      body: { accessLevel: 'player', playerIds: [game.playerIds[0], game.playerIds[2]] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().share.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Cat']);
    expect((await score(scorer.token, game.playerIds[0]!, 2)).statusCode).toBe(200);
    expect((await score(scorer.token, game.playerIds[2]!, 2)).statusCode).toBe(200);

    const shares = await readAfter(api, `/api/games/${game.gameId}/shares`, owner.token, promoted.json().position);
    expect(shares.json().find((s: { id: string }) => s.id === shareId)).toMatchObject({
      name: expect.stringMatching(/^Test User\d+$/),
      userId: scorer.user.id,
      accessLevel: 'player',
    });

    const revoked = await api.call('DELETE', `/api/game-shares/${shareId}`, { token: owner.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await expectNothingWritten(api, async () => {
      expect((await score(scorer.token, game.playerIds[0]!, 3)).statusCode).toBe(404);
    });
    expect((await readAfter(api, `/api/games/${game.gameId}/leaderboard`, scorer.token, revoked.json().position)).statusCode).toBe(404);
  });

  it('refuses bad input with the spec’s messages, and anyone but an admin, writing nothing', async () => {
    const player = await api.register();
    await share({ email: player.user.email, accessLevel: 'player', playerName: 'Ann' });
    await expectNothingWritten(api, async () => {
      expect((await share({ email: '  ', accessLevel: 'player' })).json().message).toBe('Email required');
      expect((await share({ email: 'bob', accessLevel: 'viewer' })).json().message).toBe('Invalid email');
      expect((await share({ email: 'x@example.com', accessLevel: 'owner' })).statusCode).toBe(400);
      const unknown = await share({ email: 'x@example.com', accessLevel: 'player', playerName: 'Zed' });
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'No player named “Zed” in this game']);
      expect((await share({ email: 'x@example.com', accessLevel: 'viewer' }, player.token)).statusCode).toBe(403);
      expect(
        (await api.call('PATCH', `/api/game-shares/${game.gameId}`, { token: owner.token, body: { accessLevel: 'viewer' } })).statusCode,
      ).toBe(409);
      expect(
        (await api.call('PATCH', `/api/game-shares/${game.playerIds[0]}`, { token: owner.token, body: { accessLevel: 'viewer' } })).json()
          .message,
      ).toBe('Share not found');
      expect((await api.call('PATCH', `/api/game-shares/${game.gameId}`, { token: owner.token, body: {} })).statusCode).toBe(400);
      expect((await api.call('DELETE', '/api/game-shares/not-a-uuid', { token: owner.token })).statusCode).toBe(404);
    });
  });

  it('answers 503 and shares nothing while Redis is away; the same share sent again is made and mailed', async () => {
    const body = { email: 'later-invite@example.com', accessLevel: 'viewer' };
    await expectNothingWritten(api, async () => {
      const refused = await withRedisAway(api, (call) =>
        call('POST', `/api/games/${game.gameId}/share-with-user`, { token: owner.token, body }),
      );
      expect([refused.statusCode, refused.headers['retry-after'], refused.json().message]).toEqual([503, '5', OUTAGE_MESSAGE]);
    });
    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    expect((await share(body)).statusCode).toBe(201);
    expect((await nextMail(api.config.OUTBOX_DIR, known)).to).toBe('later-invite@example.com');
  });
});
