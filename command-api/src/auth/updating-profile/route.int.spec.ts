import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('PATCH /api/auth/profile', () => {
  it('records only what changed, and a read with X-Min-Position sees it at once', async () => {
    const { token, user } = await api.register({ firstName: 'Ann', lastName: 'Lee' });
    const response = await api.call('PATCH', '/api/auth/profile', { token, body: { firstName: 'Anna', lastName: 'Lee', handicap: 7.5 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, firstName: 'Anna', lastName: 'Lee', handicap: 7.5 });
    const stream = await api.store.readStream(`user-${user.id}`);
    expect(stream.at(-1)?.data).toEqual({ userId: user.id, changes: { firstName: 'Anna', handicap: 7.5 } });
    expect(stream.at(-1)?.position.toString()).toBe(body.position);

    const me = await api.call('GET', '/api/auth/user', { token, headers: { 'x-min-position': body.position } });
    expect(me.json()).toEqual(body.user);
  });

  it('appends nothing when nothing changes and answers the position of the newest event', async () => {
    const { token, position } = await api.register({ firstName: 'Same' });
    const before = await api.countEvents();
    const response = await api.call('PATCH', '/api/auth/profile', { token, body: { firstName: 'Same' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe(position);
    expect(await api.countEvents()).toBe(before);
  });

  it('unsets the handicap with null or an empty value', async () => {
    const { token } = await api.register();
    const response = await api.call('PATCH', '/api/auth/profile', { token, body: { handicap: '' } });
    expect(response.json().user.handicap).toBeNull();
  });

  it('asks for a new e-mail (moved once confirmed: confirming-email/), and refuses an e-mail or username another account holds', async () => {
    const other = await api.register({ username: 'taken_name', email: 'taken@example.com' });
    const { token } = await api.register({ password: 'pw-123456' });
    const before = await api.countEvents();
    const emailTaken = await api.call('PATCH', '/api/auth/profile', {
      token,
      body: { email: 'TAKEN@example.com', currentPassword: 'pw-123456' },
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toEqual({ message: 'An account with this email already exists' });
    const nameTaken = await api.call('PATCH', '/api/auth/profile', { token, body: { username: 'Taken_Name', firstName: 'New' } });
    expect(nameTaken.statusCode).toBe(409);
    expect(nameTaken.json()).toEqual({ message: 'This username is taken' });
    expect(await api.countEvents()).toBe(before);
    expect(other.user.email).toBe('taken@example.com');

    const moved = await api.call('PATCH', '/api/auth/profile', {
      token,
      body: { email: 'Moved@Example.com', currentPassword: 'pw-123456' },
    });
    expect(moved.json().user).toMatchObject({ pendingEmail: 'moved@example.com', emailConfirmed: false });
    expect(moved.json().user.email).not.toBe('moved@example.com');
    const login = await api.call('POST', '/api/auth/login', { body: { email: moved.json().user.email, password: 'pw-123456' } });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'bad', 'Invalid email format'],
    ['firstName', '', 'First name is required'],
    ['handicap', -11, 'Handicap must be at least -10'],
  ])('answers 400 naming %s = %j and writes nothing', async (field, value, message) => {
    const { token } = await api.register();
    const before = await api.countEvents();
    const response = await api.call('PATCH', '/api/auth/profile', { token, body: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: field, message });
    expect(await api.countEvents()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await api.call('PATCH', '/api/auth/profile', { body: { firstName: 'X' } });
    expect(response.statusCode).toBe(401);
  });

  it('appends once when retried with the same Idempotency-Key, even after a later change', async () => {
    const { token } = await api.register({ lastName: 'Before' });
    const headers = { 'idempotency-key': 'profile-change-1' };
    const before = await api.countEvents();
    const first = await api.call('PATCH', '/api/auth/profile', { token, headers, body: { lastName: 'After' } });
    await api.call('PATCH', '/api/auth/profile', { token, body: { lastName: 'Later' } });
    const retry = await api.call('PATCH', '/api/auth/profile', { token, headers, body: { lastName: 'After' } });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().position).toBe(first.json().position);
    expect(await api.countEvents()).toBe(before + 2);
  });

  it('answers 400 to an unusable Idempotency-Key', async () => {
    const { token } = await api.register();
    const response = await api.call('PATCH', '/api/auth/profile', {
      token,
      headers: { 'idempotency-key': 'x'.repeat(201) },
      body: { firstName: 'Y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Idempotency-Key');
  });
});
