import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

/**
 * A listed super-admin address proves itself: registering it sends a confirmation e-mail, and
 * the role is granted only when that link is opened by the account signed in with the address.
 */
const LISTED = 'founder@example.com';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: `someone@example.com, ${LISTED}` });
});
afterAll(async () => {
  await api?.close();
});

let accounts = 0;
/** Registers `email` without proving it (the raw call: TestApi.register proves listed addresses itself). */
async function registerUnproven(email: string): Promise<{ token: string; user: { id: string; email: string } }> {
  accounts += 1;
  const response = await api.call('POST', '/api/auth/register', {
    body: { username: `founder${accounts}`, email, firstName: 'Fran', lastName: 'Founder', handicap: 3, password: 'secret123' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The code of the confirmation e-mail queued for the account (no worker runs here: read from its job). */
async function mailedCode(userId: string): Promise<string> {
  const job = await api.queues.email.getJob(`super-admin-confirmation-${userId}`);
  expect(job?.data.subject).toBe('Confirm your super admin access');
  const link = new URL(job!.data.link!);
  expect(link.origin + link.pathname).toBe('http://golf.test/confirm-super-admin');
  expect(job!.data.text).toContain(link.href);
  return link.searchParams.get('code')!;
}

const confirm = (code: string, token?: string) =>
  api.call('POST', '/api/auth/confirm-super-admin', { body: { code }, ...(token ? { token } : {}) });

describe('a listed super-admin address', () => {
  it('registers as an ordinary account and is mailed a confirmation link; a stranger signed in cannot use it', async () => {
    const founder = await registerUnproven('Founder@EXAMPLE.com');
    expect(founder.user).toMatchObject({ isSuperAdmin: false, email: LISTED });
    const code = await mailedCode(founder.user.id);
    const intruder = await api.register();
    const before = await api.countEvents();
    const refused = await confirm(code, intruder.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, authMessages.superAdminOtherAccount]);
    expect((await confirm(code)).statusCode).toBe(401);
    expect(await api.countEvents()).toBe(before);
    const intruderNow = await api.call('GET', '/api/auth/user', { token: intruder.token });
    expect(intruderNow.json().isSuperAdmin).toBe(false);

    // The refusals spent nothing: the founder's own click still works.
    const confirmed = await confirm(code, founder.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ id: founder.user.id, isSuperAdmin: true, isAdmin: false });
    const stats = await api.call('GET', '/api/admin/stats', { token: confirmed.json().token });
    expect(stats.statusCode).toBe(200);
  });

  it('is granted by an event saying who and when, once: the link works one time', async () => {
    const founder = await registerUnproven('someone@example.com');
    const code = await mailedCode(founder.user.id);
    const confirmed = await confirm(code, founder.token);
    expect(confirmed.statusCode).toBe(200);
    const roles = (await api.store.readStream(`user-${founder.user.id}`)).filter((event) => event.type === 'UserRolesChanged');
    expect(roles).toHaveLength(1);
    expect(roles[0]?.data).toEqual({ userId: founder.user.id, isAdmin: false, isSuperAdmin: true, via: 'listed_address' });
    expect(roles[0]?.metadata).toMatchObject({ userId: founder.user.id, client: 'web' });
    expect(Date.parse(roles[0]!.metadata.occurredAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await confirm(code, confirmed.json().token);
    expect([again.statusCode, again.json().message]).toEqual([400, authMessages.superAdminLinkInvalid]);
  });

  it('refuses a made-up code, and sends no link to an address that is not listed', async () => {
    const plain = await api.register();
    expect((await confirm('made-up-code', plain.token)).statusCode).toBe(400);
    expect(await api.queues.email.getJob(`super-admin-confirmation-${plain.user.id}`)).toBeUndefined();
  });
});
