import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten } from '../testing/game-test-calls.ts';
import { startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A started game of Ann and Bob, and Cat with an account of her own (she scores her own card). */
async function gameWithCat() {
  const admin = await api.register();
  const cat = await api.register();
  const game = await startedGame(api, admin.token, {
    players: [
      { name: 'Ann', courseHandicap: 0 },
      { name: 'Bob', courseHandicap: 10 },
    ],
  });
  const joined = await api.call('POST', `/api/games/${game.gameId}/players`, {
    token: admin.token,
    body: { name: 'Cat', handicap: 5, userId: cat.user.id },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { admin, cat, game, catId: joined.json().player.id as string };
}

const awardsUrl = (gameId: string, hole: number, round = 1) => `/api/games/${gameId}/rounds/${round}/holes/${hole}/awards`;

describe('PUT /api/games/{id}/rounds/{n}/holes/{h}/awards', () => {
  it('sets the awards of a hole, keeps those not named, clears with null; a player who scores their own card may set them', async () => {
    const { admin, cat, game, catId } = await gameWithCat();
    const [ann, bob] = game.playerIds as [string, string];
    const first = await api.call('PUT', awardsUrl(game.gameId, 1), { token: admin.token, body: { bingo: ann, bango: bob, bongo: ann } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      roundNumber: 1,
      holeNumber: 1,
      awards: { bingo: ann, bango: bob, bongo: ann, closestToPin: null },
    });
    expect(first.json().position).toMatch(/^\d+$/);

    const byCat = await api.call('PUT', awardsUrl(game.gameId, 1), { token: cat.token, body: { bango: catId, bongo: null } });
    expect(byCat.statusCode, byCat.body).toBe(200);
    expect(byCat.json().awards).toEqual({ bingo: ann, bango: catId, bongo: null, closestToPin: null });

    // Hole 5 is a par 3: closest to the pin is played there.
    const par3 = await api.call('PUT', awardsUrl(game.gameId, 5), { token: admin.token, body: { closestToPin: catId } });
    expect(par3.json().awards).toEqual({ bingo: null, bango: null, bongo: null, closestToPin: catId });
  });

  it('refuses with 400 an award to someone outside the game, closest to the pin off a par 3; nothing written', async () => {
    const { admin, game } = await gameWithCat();
    const cases: [string, Record<string, unknown>, string][] = [
      [awardsUrl(game.gameId, 1), { bingo: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, 'Bingo must go to a player of this game'],
      [awardsUrl(game.gameId, 1), { bingo: 'Ann' }, 'bingo must be a player id of this game, or null for nobody'],
      [awardsUrl(game.gameId, 1), { closestToPin: game.playerIds[0] }, 'Closest to the pin is played on par 3s: hole 1 is a par 4'],
    ];
    for (const [url, body, message] of cases) {
      await expectNothingWritten(api, async () => {
        const response = await api.call('PUT', url, { token: admin.token, body });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toContain(message);
      });
    }
  });

  it('refuses a viewer (403) and a stranger (404), and writes nothing', async () => {
    const { admin, game } = await gameWithCat();
    const viewer = await api.register();
    const stranger = await api.register();
    const shared = await api.call('POST', `/api/games/${game.gameId}/share-with-user`, {
      token: admin.token,
      body: { email: viewer.user.email, accessLevel: 'viewer' },
    });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    await expectNothingWritten(api, async () => {
      const asViewer = await api.call('PUT', awardsUrl(game.gameId, 1), { token: viewer.token, body: { bingo: game.playerIds[0] } });
      expect(asViewer.statusCode, asViewer.body).toBe(403);
      expect(asViewer.json().message).toContain('cannot set their awards');
      const asStranger = await api.call('PUT', awardsUrl(game.gameId, 1), { token: stranger.token, body: { bingo: game.playerIds[0] } });
      expect(asStranger.statusCode).toBe(404);
    });
  });
});
