import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
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

/** Shares the game with `email` and answers the share and the invitation link the mail carries. */
async function invite(email: string, accessLevel: 'admin' | 'player' | 'viewer', playerName?: string) {
  const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
  const shared = await api.call('POST', `/api/games/${game.gameId}/share-with-user`, {
    token: owner.token,
    body: { email, accessLevel, ...(playerName ? { playerName } : {}) },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const mail = await nextMail(api.config.OUTBOX_DIR, known);
  const link = /https?:\/\/\S+\/join\?invite=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  const url = new URL(link);
  expect(url.pathname).toBe(`/game/${game.gameId}/join`);
  const token = url.searchParams.get('invite')!;
  return { shareId: shared.json().share.id as string, token, position: shared.json().position as string };
}

const invitation = (token: string) => `/api/games/${game.gameId}/invitations/${token}`;
const accept = (token: string, caller?: string) => api.call('POST', `${invitation(token)}/accept`, caller ? { token: caller } : {});

describe('e-mail invitations', () => {
  it('signed out, the mail’s link shows the game and the level; the invitee signs up with the address and the link proves it', async () => {
    const { token, position } = await invite('dora@example.com', 'player', 'Ben');
    const seen = await readAfter(api, invitation(token), undefined, position);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      accessLevel: 'player',
      email: 'dora@example.com',
      claimable: true,
      game: { id: game.gameId, name: 'Test Game', adminCode: null, playerCode: null, viewCode: null },
    });

    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const dora = await api.register({ email: 'dora@example.com' });
    // Typing the address in takes nothing: the share waits for the address to be proved, and a link is mailed to it.
    expect((await nextMail(api.config.OUTBOX_DIR, known)).subject).toBe('Confirm your email address');
    expect((await readAfter(api, `/api/games/${game.gameId}`, dora.token, dora.position)).statusCode).toBe(404);
    // The invitation's own link went only to the address: taking it proves it.
    const accepted = await accept(token, dora.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ gameId: game.gameId, accessLevel: 'player', myPlayerIds: [game.playerIds[1]] });
    expect((await api.store.readStream(`user-${dora.user.id}`)).at(-1)).toMatchObject({
      type: 'UserEmailConfirmed',
      data: { userId: dora.user.id, email: 'dora@example.com', via: 'invitation' },
    });
    const me = await readAfter(api, '/api/auth/user', dora.token, accepted.json().position);
    expect(me.json()).toMatchObject({ email: 'dora@example.com', emailConfirmed: true });
    const scored = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token: dora.token,
      body: { playerId: game.playerIds[1], roundNumber: 1, holeNumber: 1, strokes: 5 },
    });
    expect(scored.statusCode, scored.body).toBe(200);
  });

  it('an invitee who signs up with another address takes the invitation; then it is theirs alone', async () => {
    const { shareId, token } = await invite('ed.home@example.com', 'viewer');
    const ed = await api.register({ email: 'ed.work@example.com' });
    const accepted = await accept(token, ed.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accessLevel: 'viewer', myPlayerIds: [] });
    const after = accepted.json().position as string;
    expect((await readAfter(api, `/api/games/${game.gameId}`, ed.token, after)).json().accessLevel).toBe('viewer');
    const shares = (await readAfter(api, `/api/games/${game.gameId}/shares`, owner.token, after)).json() as {
      id: string;
      userId: string;
    }[];
    expect(shares.find((share) => share.id === shareId)?.userId, 'the grant shows in Manage with its holder').toBe(ed.user.id);
    expect((await readAfter(api, invitation(token), undefined, after)).json().claimable).toBe(false);

    const other = await api.register();
    // The address's own account, made later, does not take it back either: the share is Ed's.
    const home = await api.register({ email: 'ed.home@example.com' });
    await expectNothingWritten(api, async () => {
      const refused = await accept(token, other.token);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'This invitation is for ed.home@example.com: sign in with that address, or ask the organiser to share the game with yours',
      ]);
      expect((await accept(token, home.token)).statusCode).toBe(403);
    });
  });

  it('an invitation to an address that has an account is that account’s; the organiser opening it leaves it be', async () => {
    const fay = await api.register();
    const { token, position } = await invite(fay.user.email, 'admin');
    expect((await readAfter(api, invitation(token), undefined, position)).json()).toMatchObject({ claimable: false, accessLevel: 'admin' });
    const other = await api.register();
    await expectNothingWritten(api, async () => {
      expect((await accept(token, other.token)).statusCode).toBe(403);
      const organiser = await accept(token, owner.token);
      expect([organiser.statusCode, organiser.json().accessLevel]).toEqual([200, 'admin']);
    });
    expect((await accept(token, fay.token)).json().accessLevel).toBe('admin');
  });

  it('a removed share, a changed token or another game’s opens nothing and says what to do next; accepting needs a sign-in', async () => {
    const { shareId, token } = await invite('gus@example.com', 'viewer');
    const gus = await api.register({ email: 'gus@example.com' });
    expect((await accept(token, undefined)).statusCode).toBe(401);
    const removed = await api.call('DELETE', `/api/game-shares/${shareId}`, { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json().position as string;
    const next = 'This invitation no longer opens the game: ask the organiser to share it with you again';
    await expectNothingWritten(api, async () => {
      for (const answer of [
        await readAfter(api, invitation(token), undefined, after),
        await accept(token, gus.token),
        await api.call('GET', invitation(`${shareId}.forged`)),
        await api.call('GET', `/api/games/${owner.user.id}/invitations/${token}`),
        await api.call('POST', `/api/games/not-a-game/invitations/${token}/accept`, { token: gus.token }),
      ])
        expect([answer.statusCode, answer.json().message]).toEqual([404, next]);
    });
  });
});
