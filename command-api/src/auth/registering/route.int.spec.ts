import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
let aliceId: string;
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(async () => {
  await api?.close();
});

const valid = {
  username: 'alice',
  email: 'Alice@Example.com',
  firstName: 'Alice',
  lastName: 'Smith',
  handicap: 12.4,
  password: 'secret1',
};

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers the user view with the position of its events', async () => {
    const response = await api.call('POST', '/api/auth/register', { body: valid });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.position).toMatch(/^\d+$/);
    expect(body.user).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Smith',
      handicap: 12.4,
      profileImageUrl: null,
      authProvider: 'local',
      isAdmin: false,
      isSuperAdmin: false,
    });
    expect(body.user.createdAt).toBe(body.user.updatedAt);
    aliceId = body.user.id;

    const me = await api.call('GET', '/api/auth/user', { token: body.token, headers: { 'x-min-position': body.position } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-min-position-reached']).toBe('true');
    expect(me.json()).toEqual(body.user);
  });

  it('keeps the password out of the event log', async () => {
    const events = await api.store.readStream(`user-${aliceId}`);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events.map((event) => [event.data, event.metadata]))).not.toContain('secret1');
  });

  it('refuses the same e-mail in another case with 409', async () => {
    const before = await api.countEvents();
    const response = await api.call('POST', '/api/auth/register', { body: { ...valid, username: 'alice2', email: 'ALICE@example.COM' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses a taken username in another case with 409', async () => {
    const before = await api.countEvents();
    const response = await api.call('POST', '/api/auth/register', { body: { ...valid, username: 'ALICE', email: 'other@example.com' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This username is taken' });
    expect(await api.countEvents()).toBe(before);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['firstName', '', 'First name is required'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['handicap', 60, 'Handicap must be at most 54'],
    ['handicap', 'abc', 'Handicap must be a number'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('answers 400 naming %s when it is %j, and writes nothing', async (field, value, message) => {
    const before = await api.countEvents();
    const response = await api.call('POST', '/api/auth/register', {
      body: { ...valid, email: 'new@example.com', username: 'newname', [field]: value },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toContainEqual({ path: field, message });
    expect(body.message).toContain(message);
    expect(await api.countEvents()).toBe(before);
  });

  it('names every missing field at once', async () => {
    const response = await api.call('POST', '/api/auth/register', { body: {} });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'email', 'firstName', 'lastName', 'password']));
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "bob",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON',
      errors: [{ path: 'body', message: 'The request body is not valid JSON' }],
    });
  });

  it('reads an empty handicap as 0', async () => {
    const { user } = await api.register({ handicap: '' });
    expect((user as unknown as { handicap: number }).handicap).toBe(0);
  });

  it('grants an e-mail of SUPER_ADMIN_EMAILS (in any letter case) nothing at registration: the address is proven first', async () => {
    const response = await api.call('POST', '/api/auth/register', { body: { ...valid, username: 'boss', email: 'BOSS@Example.com' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ isSuperAdmin: false, isAdmin: false });
    const stream = await api.store.readStream(`user-${response.json().user.id}`);
    expect(stream.map((event) => event.type)).toEqual(['UserRegistered']);
    const admin = await api.call('GET', '/api/admin/stats', { token: response.json().token });
    expect(admin.statusCode).toBe(403);
  });

  it('registers once when a request is retried with the same Idempotency-Key', async () => {
    const body = { ...valid, username: 'retrier', email: 'retrier@example.com' };
    const headers = { 'idempotency-key': 'register-retrier-1' };
    const before = await api.countEvents();
    const first = await api.call('POST', '/api/auth/register', { body, headers });
    const second = await api.call('POST', '/api/auth/register', { body, headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().user).toEqual(first.json().user);
    expect(second.json().position).toBe(first.json().position);
    expect(await api.countEvents()).toBe(before + 1);
  });

  it('lets exactly one of several concurrent registrations of one e-mail win', async () => {
    const before = await api.countEvents();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.call('POST', '/api/auth/register', { body: { ...valid, username: `racer${index}`, email: `Racer@example.com` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await api.countEvents()).toBe(before + 1);
  });

  it('lets exactly one of several concurrent registrations of one username win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        api.call('POST', '/api/auth/register', {
          body: { ...valid, username: index % 2 ? 'Sprinter' : 'sprinter', email: `sprinter${index}@example.com` },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409).map((response) => response.json().message)).toEqual(
      Array(3).fill('This username is taken'),
    );
  });
});
