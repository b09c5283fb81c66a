import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
let token: string;
let john: Awaited<ReturnType<TestApi['register']>>;
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.register()).token;
  john = await api.register({ username: 'jdoe', firstName: 'John', lastName: 'Doe', email: 'john.doe@example.com' });
});
afterAll(async () => {
  await api?.close();
});

const lookup = (email: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/auth/lookup-user', { token, body: { email }, headers });

describe('POST /api/auth/lookup-user', () => {
  it('finds the account with an e-mail (any case) and answers null for none', async () => {
    const found = await lookup('JOHN.DOE@example.com', { 'x-min-position': john.position });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      user: {
        id: john.user.id,
        firstName: 'John',
        lastName: 'Doe',
        email: 'john.doe@example.com',
        handicap: 10,
        appHandicapIndex: null,
        useAppIndex: false,
      },
    });
    expect((await lookup('ghost@example.com')).json()).toEqual({ user: null });
  });

  it('answers 400 to an invalid e-mail and 401 without a token', async () => {
    const invalid = await lookup('nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'email', message: 'Valid email is required' }]);
    expect((await api.call('POST', '/api/auth/lookup-user', { body: { email: 'a@b.co' } })).statusCode).toBe(401);
  });
});
