import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGamesAccessForAll } from '@golf/read-db';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import type { GameCaller } from '../access/access-rule.ts';
import { newGame, readAfter } from '../testing/game-test-calls.ts';
import { addMember, newTrip } from '../../trips/testing/trip-test-calls.ts';
import { startedGame } from '../testing/score-test-calls.ts';
import { LiveAccessWatch } from './live-access-watch.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A watch that checks only when told (its timer is an hour), counting its reads of the access tables. */
function countedWatch() {
  const counted = { reads: 0 };
  const watch = new LiveAccessWatch(api.pool, {
    intervalMs: 3_600_000,
    read: (db, gameIds) => {
      counted.reads += 1;
      return getGamesAccessForAll(db, gameIds);
    },
  });
  return { watch, counted };
}

describe('the access of live streams, asked again at every heartbeat', () => {
  it('given streams of an admin, a shared viewer and two spectators, when the share is revoked and the codes regenerated, then one read per check tells exactly those who lost access', async () => {
    const owner = await api.register();
    const friend = await api.register();
    const game = await startedGame(api, owner.token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 10 },
      ],
    });
    const shared = await api.call('POST', `/api/games/${game.gameId}/share-with-user`, {
      token: owner.token,
      body: { email: friend.user.email, accessLevel: 'viewer' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const viewCode = (await readAfter(api, `/api/games/${game.gameId}`, owner.token, shared.json().position)).json().viewCode as string;
    const user = (who: typeof owner): GameCaller => ({ kind: 'user', actor: { id: who.user.id, email: who.user.email } });
    const guest: GameCaller = { kind: 'guest', gameId: game.gameId, viewCode };

    const { watch, counted } = countedWatch();
    const lost: string[] = [];
    watch.watch(game.gameId, user(owner), () => lost.push('owner'));
    watch.watch(game.gameId, user(friend), () => lost.push('friend'));
    watch.watch(game.gameId, guest, () => lost.push('spectator 1'));
    const unwatched = watch.watch(game.gameId, guest, () => lost.push('spectator 2'));
    watch.watch(game.gameId, guest, () => lost.push('spectator 3'));
    try {
      await watch.check();
      expect(lost).toEqual([]);

      const revoked = await api.call('DELETE', `/api/game-shares/${shared.json().share.id}`, { token: owner.token });
      expect(revoked.statusCode, revoked.body).toBe(200);
      await readAfter(api, `/api/games/${game.gameId}`, owner.token, revoked.json().position);
      await watch.check();
      expect(lost).toEqual(['friend']);

      unwatched();
      const regenerated = await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, { token: owner.token });
      expect(regenerated.statusCode, regenerated.body).toBe(200);
      await readAfter(api, `/api/games/${game.gameId}`, owner.token, regenerated.json().position);
      await watch.check();
      await watch.check();
      expect(lost).toEqual(['friend', 'spectator 1', 'spectator 3']);
      expect(counted.reads).toBe(4);
    } finally {
      watch.stop();
    }
  });

  it('given a deleted game, then its streams are told; given the database away, then nothing is ended', async () => {
    const owner = await api.register();
    const game = await startedGame(api, owner.token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Bob', courseHandicap: 10 },
      ],
    });
    const caller: GameCaller = { kind: 'user', actor: { id: owner.user.id, email: owner.user.email } };
    const away = new LiveAccessWatch(api.pool, { intervalMs: 3_600_000, read: () => Promise.reject(new Error('connection refused')) });
    const { watch } = countedWatch();
    const lost: string[] = [];
    away.watch(game.gameId, caller, () => lost.push('while away'));
    watch.watch(game.gameId, caller, () => lost.push('deleted'));
    try {
      await away.check();
      expect(lost).toEqual([]);
      const deleted = await api.call('DELETE', `/api/games/${game.gameId}`, { token: owner.token });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await readAfter(api, `/api/games`, owner.token, deleted.json().position);
      await watch.check();
      expect(lost).toEqual(['deleted']);
    } finally {
      away.stop();
      watch.stop();
    }
  });

  it('given a member of the game’s trip with no grant of their own, then they may watch until they leave the trip', async () => {
    const ada = await api.register();
    const bob = await api.register();
    const trip = await newTrip(api, ada.token);
    await addMember(api, ada.token, trip.id, bob.user.id);
    const { id: gameId, position } = await newGame(api, ada.token, { tripId: trip.id, targetPlayerCount: 2 });
    await readAfter(api, `/api/games/${gameId}`, ada.token, position);
    const { watch } = countedWatch();
    const lost: string[] = [];
    watch.watch(gameId, { kind: 'user', actor: { id: bob.user.id, email: bob.user.email } }, () => lost.push('bob'));
    try {
      await watch.check();
      expect(lost).toEqual([]);
      const removed = await api.call('DELETE', `/api/trips/${trip.id}/members/${bob.user.id}`, { token: ada.token });
      expect(removed.statusCode, removed.body).toBe(200);
      await readAfter(api, `/api/games/${gameId}`, ada.token, removed.json().position);
      await watch.check();
      expect(lost).toEqual(['bob']);
    } finally {
      watch.stop();
    }
  });
});
