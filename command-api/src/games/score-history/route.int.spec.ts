import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { enterScore, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const players = [
  { name: 'Ann', courseHandicap: 0 },
  { name: 'Bob', courseHandicap: 10 },
];

/** A started game with a registered player Cat (joined by the admin), as the admin sees it. */
async function gameWithPlayingUser() {
  const admin = await api.register({ firstName: 'Ada', lastName: 'Admin' });
  const playing = await api.register({ firstName: 'Cat', lastName: 'Player' });
  const game = await startedGame(api, admin.token, { players });
  const joined = await api.call('POST', `/api/games/${game.gameId}/players`, {
    token: admin.token,
    body: { name: 'Cat', handicap: 5, userId: playing.user.id },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { admin, playing, game, catId: joined.json().player.id as string };
}

describe('GET /api/games/{id}/score-history', () => {
  it('lists entries and corrections in time order, with previous values, who and access', async () => {
    const { admin, playing, game, catId } = await gameWithPlayingUser();
    const [annId, bobId] = game.playerIds as [string, string];
    const first = await enterScore(api, admin.token, game.gameId, { playerId: annId, holeNumber: 1, strokes: 5 });
    await enterScore(api, admin.token, game.gameId, { playerId: bobId, holeNumber: 1, strokes: 6 });
    await enterScore(api, playing.token, game.gameId, { playerId: catId, holeNumber: 1, strokes: 4 });
    // The score is found on the read side: a client correcting the score it just entered sends the entry's position.
    const corrected = await api.call('PATCH', `/api/scores/${first.score.id}`, {
      token: admin.token,
      body: { strokes: 4 },
      headers: { 'x-min-position': first.position },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await enterScore(api, playing.token, game.gameId, { playerId: catId, holeNumber: 1, strokes: 3 });

    const response = await api.call('GET', `/api/games/${game.gameId}/score-history`, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().entries as Record<string, unknown>[];
    expect(entries.map((e) => [e.kind, e.playerName, e.roundNumber, e.holeNumber, e.strokes, e.previousStrokes, e.access, e.who])).toEqual([
      ['entered', 'Ann', 1, 1, 5, null, 'owner', { userId: admin.user.id, displayName: 'Ada Admin' }],
      ['entered', 'Bob', 1, 1, 6, null, 'owner', { userId: admin.user.id, displayName: 'Ada Admin' }],
      ['entered', 'Cat', 1, 1, 4, null, 'shared_player', { userId: playing.user.id, displayName: 'Cat Player' }],
      ['corrected', 'Ann', 1, 1, 4, 5, 'owner', { userId: admin.user.id, displayName: 'Ada Admin' }],
      ['corrected', 'Cat', 1, 1, 3, 4, 'shared_player', { userId: playing.user.id, displayName: 'Cat Player' }],
    ]);
    expect(entries[0]?.scoreId).toBe(first.score.id);
    expect(entries[3]?.scoreId).toBe(first.score.id);
    const times = entries.map((e) => Date.parse(String(e.occurredAt)));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1]!)).toBe(true);
  });

  it('filters by round, hole and player', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const [annId, bobId] = game.playerIds as [string, string];
    for (const holeNumber of [1, 2]) {
      await enterScore(api, admin.token, game.gameId, { playerId: annId, holeNumber, strokes: 4 });
      await enterScore(api, admin.token, game.gameId, { playerId: bobId, holeNumber, strokes: 5 });
    }
    await enterScore(api, admin.token, game.gameId, { playerId: bobId, holeNumber: 2, strokes: 6 });
    const read = async (query: string) => {
      const response = await api.call('GET', `/api/games/${game.gameId}/score-history${query}`, { token: admin.token });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().entries as { playerName: string; holeNumber: number; strokes: number }[]).map(
        (e) => `${e.playerName}${e.holeNumber}:${e.strokes}`,
      );
    };
    expect(await read('')).toEqual(['Ann1:4', 'Bob1:5', 'Ann2:4', 'Bob2:5', 'Bob2:6']);
    expect(await read('?hole=2')).toEqual(['Ann2:4', 'Bob2:5', 'Bob2:6']);
    expect(await read(`?playerId=${bobId}`)).toEqual(['Bob1:5', 'Bob2:5', 'Bob2:6']);
    expect(await read(`?round=1&hole=2&playerId=${bobId}`)).toEqual(['Bob2:5', 'Bob2:6']);
    expect(await read('?round=2')).toEqual([]);
    for (const bad of ['?hole=19', '?hole=x', '?round=0', '?playerId=nope']) {
      expect((await api.call('GET', `/api/games/${game.gameId}/score-history${bad}`, { token: admin.token })).statusCode, bad).toBe(400);
    }
  });

  it('is for the game’s admin only: 403 to a player, 404 to a stranger or a deleted game, 401 without a user', async () => {
    const { admin, playing, game } = await gameWithPlayingUser();
    const stranger = await api.register();
    const url = `/api/games/${game.gameId}/score-history`;
    const forbidden = await api.call('GET', url, { token: playing.token });
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, 'Only the game’s admin can read its score history']);
    expect((await api.call('GET', url, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.call('GET', url)).statusCode).toBe(401);
    expect((await api.call('GET', '/api/games/not-a-game/score-history', { token: admin.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', url, { token: admin.token })).statusCode).toBe(404);
    const deleted = await api.call('DELETE', `/api/games/${game.gameId}`, { token: admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.call('GET', url, { token: admin.token })).statusCode).toBe(404);
  });
});
