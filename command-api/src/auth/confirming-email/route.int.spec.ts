import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { waitForPosition } from '@golf/read-db';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, newGame, readAfter } from '../../games/testing/game-test-calls.ts';

/**
 * An e-mail share nobody holds yet is taken only by an account that proved its address: typing
 * the address into the profile or the sign-up form takes nothing
 * (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
let api: TestApi;
let owner: Awaited<ReturnType<TestApi['register']>>;
beforeAll(async () => {
  api = await startTestApi();
  owner = await api.register();
});
afterAll(async () => {
  await api?.close();
});

/** The mails queued to `to` (no worker runs here: read from their jobs), oldest first. */
async function mailsTo(to: string): Promise<{ subject: string; text: string; link?: string }[]> {
  const jobs = await api.queues.email.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
  return jobs
    .filter((job) => job.data.to === to)
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((job) => job.data);
}

/** The code of the newest confirmation link mailed to `to`. */
async function confirmationCode(to: string): Promise<string> {
  const mail = (await mailsTo(to)).filter((sent) => sent.subject === 'Confirm your email address').at(-1);
  if (!mail?.link) throw new Error(`no confirmation mail to ${to}`);
  const link = new URL(mail.link);
  expect(link.origin + link.pathname).toBe('http://golf.test/confirm-email');
  expect(mail.text).toContain(link.href);
  return link.searchParams.get('code')!;
}

/** A game of the owner's shared as `level` with `email`, an address no account has. */
async function gameSharedWith(email: string, level: 'admin' | 'viewer') {
  const { id } = await newGame(api, owner.token);
  const shared = await api.call('POST', `/api/games/${id}/share-with-user`, { token: owner.token, body: { email, accessLevel: level } });
  expect(shared.statusCode, shared.body).toBe(201);
  return { gameId: id, position: shared.json().position as string };
}

const profile = (token: string, body: Record<string, unknown>) => api.call('PATCH', '/api/auth/profile', { token, body });
const confirm = (code: string, token?: string) =>
  api.call('POST', '/api/auth/confirm-email', { body: { code }, ...(token ? { token } : {}) });
const login = (email: string) => api.call('POST', '/api/auth/login', { body: { email, password: 'secret123' } });

describe('changing the e-mail address on the profile', () => {
  it('takes no pending share: it needs the password, waits for the link, tells the old address, and the link works only for its account', async () => {
    const { gameId, position } = await gameSharedWith('organiser.cfo@example.com', 'admin');
    const mallory = await api.register();

    await expectNothingWritten(api, async () => {
      const bare = await profile(mallory.token, { email: 'Organiser.CFO@example.com' });
      expect([bare.statusCode, bare.json().message]).toEqual([400, authMessages.emailChangeNeedsPassword]);
      const wrong = await profile(mallory.token, { email: 'organiser.cfo@example.com', currentPassword: 'guessing' });
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, authMessages.currentPasswordWrong]);
    });
    expect(await mailsTo('organiser.cfo@example.com').then((mails) => mails.map((mail) => mail.subject))).toEqual([
      expect.stringContaining('shared'),
    ]);

    const asked = await profile(mallory.token, { email: 'organiser.cfo@example.com', currentPassword: 'secret123' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().user).toMatchObject({
      email: mallory.user.email,
      emailConfirmed: false,
      pendingEmail: 'organiser.cfo@example.com',
    });
    const events = await api.store.readStream(`user-${mallory.user.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserEmailChangeRequested',
      data: { userId: mallory.user.id, email: 'organiser.cfo@example.com' },
    });
    // The old address is told, naming the new one; the new one gets the link.
    const notice = (await mailsTo(mallory.user.email)).at(-1);
    expect(notice?.subject).toBe('Your email address is being changed');
    expect(notice?.text).toContain('organiser.cfo@example.com');
    const code = await confirmationCode('organiser.cfo@example.com');

    // Until the link is opened nothing moved: no access to the shared game, the old address signs in.
    const after = asked.json().position as string;
    expect(
      (await readAfter(api, `/api/games/${gameId}`, mallory.token, BigInt(after) > BigInt(position) ? after : position)).statusCode,
    ).toBe(404);
    const games = await readAfter(api, '/api/games', mallory.token, after);
    expect(JSON.stringify(games.json())).not.toContain(gameId);
    expect((await login(mallory.user.email)).statusCode).toBe(200);
    expect((await login('organiser.cfo@example.com')).statusCode).toBe(401);

    // The mailbox's owner opening the link signed out, or as another account, proves nothing for Mallory.
    const cfo = await api.register();
    await expectNothingWritten(api, async () => {
      expect((await confirm(code)).statusCode).toBe(401);
      const other = await confirm(code, cfo.token);
      expect([other.statusCode, other.json().message]).toEqual([403, authMessages.emailConfirmOtherAccount]);
    });
    expect((await readAfter(api, `/api/games/${gameId}`, mallory.token, after)).statusCode).toBe(404);
  });

  it('moves to the new address once its link is opened, which then opens the shares waiting for it; the link works once', async () => {
    const { gameId } = await gameSharedWith('new.home@example.com', 'viewer');
    const ann = await api.register();
    const asked = await profile(ann.token, { email: 'new.home@example.com', currentPassword: 'secret123', firstName: 'Annie' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().user).toMatchObject({ firstName: 'Annie', email: ann.user.email, pendingEmail: 'new.home@example.com' });
    const code = await confirmationCode('new.home@example.com');

    const confirmed = await confirm(code, ann.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: 'new.home@example.com', emailConfirmed: true, pendingEmail: null });
    const events = await api.store.readStream(`user-${ann.user.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserEmailConfirmed',
      data: { userId: ann.user.id, email: 'new.home@example.com', via: 'confirmation_link' },
    });
    const after = confirmed.json().position as string;
    expect((await readAfter(api, `/api/games/${gameId}`, ann.token, after)).json().accessLevel).toBe('viewer');
    expect((await login('new.home@example.com')).statusCode).toBe(200);
    expect((await login(ann.user.email)).statusCode).toBe(401);
    const me = await readAfter(api, '/api/auth/user', ann.token, after);
    expect(me.json()).toMatchObject({ email: 'new.home@example.com', emailConfirmed: true });

    const again = await confirm(code, ann.token);
    expect([again.statusCode, again.json().message]).toEqual([400, authMessages.emailConfirmLinkInvalid]);
  });

  it('refuses an address another account holds, only to an account that gave its password', async () => {
    const taken = await api.register();
    const ben = await api.register();
    await expectNothingWritten(api, async () => {
      const noPassword = await profile(ben.token, { email: taken.user.email });
      expect([noPassword.statusCode, noPassword.json().message]).toEqual([400, authMessages.emailChangeNeedsPassword]);
      const withPassword = await profile(ben.token, { email: taken.user.email.toUpperCase(), currentPassword: 'secret123' });
      expect([withPassword.statusCode, withPassword.json().message]).toEqual([409, authMessages.emailTaken]);
    });
  });
});

describe('signing up with an address a game was shared with', () => {
  it('makes a working account; the share waits until the address is proved by the link mailed to it', async () => {
    const { gameId, position } = await gameSharedWith('sam.invited@example.com', 'admin');
    // Sign-up reads the waiting shares from the read tables: the share is in them.
    expect(await waitForPosition(api.pool, BigInt(position), 5_000)).toBe(true);
    const sam = await api.register({ email: 'Sam.Invited@example.com' });
    expect((await api.call('GET', '/api/auth/user', { token: sam.token })).json()).toMatchObject({
      email: 'sam.invited@example.com',
      emailConfirmed: false,
    });
    const after = BigInt(sam.position) > BigInt(position) ? sam.position : position;
    expect((await readAfter(api, `/api/games/${gameId}`, sam.token, after)).statusCode).toBe(404);
    const created = await api.call('POST', '/api/games', { token: sam.token, body: { name: 'Sam’s own' } });
    expect(created.statusCode, 'the account works').toBe(201);

    const confirmed = await confirm(await confirmationCode('sam.invited@example.com'), sam.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: 'sam.invited@example.com', emailConfirmed: true });
    expect((await readAfter(api, `/api/games/${gameId}`, sam.token, confirmed.json().position)).json().accessLevel).toBe('admin');
  });

  it('mails no link to an address nothing waits for, and asks for one on request', async () => {
    const plain = await api.register();
    expect(await mailsTo(plain.user.email)).toEqual([]);
    const sent = await api.call('POST', '/api/auth/email-confirmation', { token: plain.token });
    expect([sent.statusCode, sent.json().message]).toEqual([202, authMessages.emailConfirmationSent(plain.user.email)]);
    const confirmed = await confirm(await confirmationCode(plain.user.email), plain.token);
    expect(confirmed.json().user.emailConfirmed).toBe(true);
    const again = await api.call('POST', '/api/auth/email-confirmation', { token: plain.token });
    expect([again.statusCode, again.json().message]).toEqual([409, authMessages.emailAlreadyConfirmed]);
  });
});
