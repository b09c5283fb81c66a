import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../../games/testing/game-test-calls.ts';
import { newTrip } from '../testing/trip-test-calls.ts';

let api: TestApi;
let ada: { token: string; user: { id: string } };
let bob: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi();
  ada = await api.register();
  bob = await api.register();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/trips and GET /api/trips', () => {
  it('creates a trip whose creator is its organizer; it is listed for them and for nobody else', async () => {
    const trip = await newTrip(api, ada.token, {
      name: '  Scotland ',
      location: 'St Andrews',
      description: 'Links week',
      startDate: '2026-05-01',
      endDate: '2026-05-04',
    });
    expect(trip).toMatchObject({
      name: 'Scotland',
      location: 'St Andrews',
      description: 'Links week',
      startDate: '2026-05-01',
      endDate: '2026-05-04',
      createdBy: ada.user.id,
      myRole: 'organizer',
    });
    const mine = await readAfter(api, '/api/trips', ada.token, trip.position);
    expect(mine.statusCode).toBe(200);
    const { position: _position, ...view } = trip;
    expect(mine.json()).toEqual([view]);
    expect((await readAfter(api, '/api/trips', bob.token, trip.position)).json()).toEqual([]);
    const members = await readAfter(api, `/api/trips/${trip.id}/members`, ada.token, trip.position);
    expect(members.json()).toMatchObject([{ userId: ada.user.id, role: 'organizer', user: { id: ada.user.id } }]);
  });

  it('keeps optional fields empty', async () => {
    expect(await newTrip(api, ada.token, { name: 'Weekend', location: '', startDate: '' })).toMatchObject({
      description: null,
      location: null,
      startDate: null,
      endDate: null,
    });
  });

  it('refuses a missing or too long name and an end before the start with 400 and the message, writing nothing', async () => {
    const refused = async (body: Record<string, unknown>, message: string) => {
      await expectNothingWritten(api, async () => {
        const response = await api.call('POST', '/api/trips', { token: ada.token, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      });
    };
    await refused({ name: ' ' }, 'Trip name is required');
    await refused({}, 'Trip name is required');
    await refused({ name: 'x'.repeat(101) }, 'Trip name must be at most 100 characters');
    await refused({ name: 'T', startDate: '2026-05-04', endDate: '2026-05-01' }, 'The end date cannot be before the start date');
  });

  it('answers 401 without a sign-in', async () => {
    expect((await api.call('POST', '/api/trips', { body: { name: 'T' } })).statusCode).toBe(401);
    expect((await api.call('GET', '/api/trips')).statusCode).toBe(401);
  });
});
