import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTripsFollowed } from '@golf/read-db';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newGame, readAfter } from '../../games/testing/game-test-calls.ts';
import { addMember, newTrip } from '../testing/trip-test-calls.ts';
import { TripLiveWatch, type TripFollower } from './trip-live-watch.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A watch that checks only when told (its timer is an hour), counting its reads of the trip tables. */
function countedWatch() {
  const counted = { reads: 0 };
  const watch = new TripLiveWatch(api.pool, {
    intervalMs: 3_600_000,
    read: (db, tripIds) => {
      counted.reads += 1;
      return getTripsFollowed(db, tripIds);
    },
  });
  return { watch, counted };
}

/** A stream's follower that writes down what it heard: the last games, and whether it lost the trip. */
function heard(userId: string) {
  const seen = { games: [] as readonly string[], lost: 0 };
  const follower: TripFollower = {
    userId,
    games: (gameIds) => {
      seen.games = gameIds;
    },
    lost: () => {
      seen.lost += 1;
    },
  };
  return { seen, follower };
}

describe('the trips live streams follow, looked at again at every heartbeat', () => {
  it('given streams of two members and of another trip, when a game is created and a member removed, then one read per check tells each stream its games or that it lost the trip', async () => {
    const ada = await api.register();
    const bob = await api.register();
    const trip = await newTrip(api, ada.token);
    await addMember(api, ada.token, trip.id, bob.user.id);
    const other = await newTrip(api, bob.token);
    const first = await newGame(api, ada.token, { tripId: trip.id, targetPlayerCount: 2 });
    await readAfter(api, `/api/trips`, ada.token, first.position);

    const { watch, counted } = countedWatch();
    const adas = heard(ada.user.id);
    const bobs = heard(bob.user.id);
    const bobsOther = heard(bob.user.id);
    watch.watch(trip.id, adas.follower);
    watch.watch(trip.id, bobs.follower);
    watch.watch(other.id, bobsOther.follower);
    try {
      await watch.check();
      expect(adas.seen).toEqual({ games: [first.id], lost: 0 });
      expect(bobs.seen).toEqual({ games: [first.id], lost: 0 });
      expect(bobsOther.seen).toEqual({ games: [], lost: 0 });

      const second = await newGame(api, ada.token, { tripId: trip.id, targetPlayerCount: 2 });
      const removed = await api.call('DELETE', `/api/trips/${trip.id}/members/${bob.user.id}`, { token: ada.token });
      expect(removed.statusCode, removed.body).toBe(200);
      await readAfter(api, `/api/trips`, ada.token, removed.json().position);
      await watch.check();
      expect(adas.seen).toEqual({ games: [first.id, second.id], lost: 0 });
      expect(bobs.seen).toEqual({ games: [first.id], lost: 1 });
      expect(bobsOther.seen.lost).toBe(0);
      expect(counted.reads).toBe(2);
    } finally {
      watch.stop();
    }
  });

  it('given a trip that is not there or the database away, then its streams are told it is lost, or nothing', async () => {
    const ada = await api.register();
    const trip = await newTrip(api, ada.token);
    await readAfter(api, `/api/trips`, ada.token, trip.position);
    const away = new TripLiveWatch(api.pool, { intervalMs: 3_600_000, read: () => Promise.reject(new Error('connection refused')) });
    const { watch } = countedWatch();
    const whileAway = heard(ada.user.id);
    const gone = heard(ada.user.id);
    away.watch(trip.id, whileAway.follower);
    watch.watch('7a0c9d43-4a1e-4f0e-9a53-5b0d7c2e9f11', gone.follower);
    try {
      await away.check();
      await watch.check();
      expect(whileAway.seen).toEqual({ games: [], lost: 0 });
      expect(gone.seen).toEqual({ games: [], lost: 1 });
    } finally {
      away.stop();
      watch.stop();
    }
  });
});
