import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../../games/testing/game-test-calls.ts';
import { addMember, newTrip } from '../testing/trip-test-calls.ts';

type Person = { token: string; user: { id: string; email: string } };
let api: TestApi;
let ada: Person;
let bob: Person;
let cat: Person;
let dan: Person;
beforeAll(async () => {
  api = await startTestApi();
  ada = await api.register({ firstName: 'Ada', lastName: 'Lovelace' });
  bob = await api.register({ firstName: 'Bob', lastName: 'Jones' });
  cat = await api.register();
  dan = await api.register();
});
afterAll(async () => {
  await api?.close();
});

const refusedWithNothingWritten = async (act: () => ReturnType<TestApi['call']>, status: number, message: string) =>
  expectNothingWritten(api, async () => {
    const response = await act();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  });

describe('the members of a trip', () => {
  it('an organizer adds members with a role; members see the list with their users; the new member sees the trip', async () => {
    const trip = await newTrip(api, ada.token);
    const added = await api.call('POST', `/api/trips/${trip.id}/members`, { token: ada.token, body: { userId: bob.user.id } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().member).toMatchObject({
      userId: bob.user.id,
      role: 'member',
      addedBy: ada.user.id,
      user: { firstName: 'Bob', lastName: 'Jones', email: bob.user.email },
    });
    const position = await addMember(api, ada.token, trip.id, cat.user.id, 'organizer');
    const list = await readAfter(api, `/api/trips/${trip.id}/members`, bob.token, position);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [ada.user.id, 'organizer'],
      [bob.user.id, 'member'],
      [cat.user.id, 'organizer'],
    ]);
    expect((await readAfter(api, '/api/trips', bob.token, position)).json()).toMatchObject([{ id: trip.id, myRole: 'member' }]);
  });

  it('refuses a missing user, an unknown one and a member already there, writing nothing', async () => {
    const trip = await newTrip(api, ada.token);
    const url = `/api/trips/${trip.id}/members`;
    await refusedWithNothingWritten(
      () => api.call('POST', url, { token: ada.token, body: { userId: '' } }),
      400,
      'Please select a valid user.',
    );
    await refusedWithNothingWritten(
      () => api.call('POST', url, { token: ada.token, body: { userId: '5b1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60' } }),
      400,
      'Please select a valid user.',
    );
    await refusedWithNothingWritten(
      () => api.call('POST', url, { token: ada.token, body: { userId: bob.user.id, role: 'boss' } }),
      400,
      'Role',
    );
    await addMember(api, ada.token, trip.id, bob.user.id);
    await refusedWithNothingWritten(
      () => api.call('POST', url, { token: ada.token, body: { userId: bob.user.id } }),
      409,
      'already a member',
    );
  });

  it('a member may not manage the trip (403); a stranger does not find it (404); signed out is 401', async () => {
    const trip = await newTrip(api, ada.token);
    const position = await addMember(api, ada.token, trip.id, bob.user.id);
    const url = `/api/trips/${trip.id}/members`;
    await refusedWithNothingWritten(() => api.call('POST', url, { token: bob.token, body: { userId: dan.user.id } }), 403, 'organizers');
    await refusedWithNothingWritten(
      () => api.call('POST', url, { token: dan.token, body: { userId: dan.user.id } }),
      404,
      'Trip not found',
    );
    await refusedWithNothingWritten(() => api.call('DELETE', `${url}/${ada.user.id}`, { token: bob.token }), 403, 'organizers');
    expect((await readAfter(api, url, dan.token, position)).statusCode).toBe(404);
    expect((await api.call('GET', url)).statusCode).toBe(401);
    expect((await api.call('GET', '/api/trips/not-a-uuid/members', { token: ada.token })).statusCode).toBe(404);
  });

  it('an organizer removes a member, who then no longer finds the trip; the last organizer stays', async () => {
    const trip = await newTrip(api, ada.token);
    await addMember(api, ada.token, trip.id, bob.user.id);
    const removed = await api.call('DELETE', `/api/trips/${trip.id}/members/${bob.user.id}`, { token: ada.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const position = removed.json().position as string;
    expect((await readAfter(api, `/api/trips/${trip.id}/members`, bob.token, position)).statusCode).toBe(404);
    expect((await readAfter(api, '/api/trips', bob.token, position)).json().map((t: { id: string }) => t.id)).not.toContain(trip.id);
    const url = `/api/trips/${trip.id}/members`;
    await refusedWithNothingWritten(() => api.call('DELETE', `${url}/${bob.user.id}`, { token: ada.token }), 404, 'not a member');
    await refusedWithNothingWritten(() => api.call('DELETE', `${url}/${ada.user.id}`, { token: ada.token }), 409, 'at least one organizer');
  });
});
