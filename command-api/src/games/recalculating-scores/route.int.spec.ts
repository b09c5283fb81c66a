import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, newGame, readAfter } from '../testing/game-test-calls.ts';
import { playRound, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/games/{id}/recalculate-scores', () => {
  it('before any score exists, answers updatedScores 0 and records nothing', async () => {
    const { token } = await api.register();
    const { id, position } = await newGame(api, token);
    await expectNothingWritten(api, async () => {
      const response = await api.call('POST', `/api/games/${id}/recalculate-scores`, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updatedScores: 0, position });
    });
  });

  it('after a handicap change, answers how many scores’ net or points changed, once; a retry answers the same', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      players: [
        { name: 'Ann', courseHandicap: 18 },
        { name: 'Bob', courseHandicap: 0 },
      ],
    });
    await playRound(api, token, game, [
      [5, 5, 5],
      [4, 4, 4],
    ]);
    // Ann's CH 18 → 0: her three holes lose their stroke (net 4 → 5, par → bogey); Bob's do not move.
    const changed = await api.call('PATCH', `/api/games/${game.gameId}/update-course-handicaps`, {
      token,
      body: { roundNumber: 1, handicapUpdates: [{ playerId: game.playerIds[0], courseHandicap: 0 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const leaderboard = (await readAfter(api, `/api/games/${game.gameId}/leaderboard`, token, changed.json().position)).json();
    expect(leaderboard.entries.map((e: { player: { name: string }; totalPoints: number }) => [e.player.name, e.totalPoints])).toEqual([
      ['Bob', 6],
      ['Ann', 3],
    ]);
    const recalculate = () =>
      api.call('POST', `/api/games/${game.gameId}/recalculate-scores`, { token, headers: { 'idempotency-key': `recalc-${game.gameId}` } });
    const first = await recalculate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updatedScores).toBe(3);
    expect((await recalculate()).json()).toEqual(first.json());
    const again = await api.call('POST', `/api/games/${game.gameId}/recalculate-scores`, { token });
    expect(again.json().updatedScores).toBe(0);
  });

  it('refuses a stranger (404), an unknown game (404) and no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    expect((await api.call('POST', `/api/games/${id}/recalculate-scores`, { token: stranger.token })).statusCode).toBe(404);
    expect(
      (await api.call('POST', '/api/games/00000000-0000-4000-8000-000000000000/recalculate-scores', { token: admin.token })).statusCode,
    ).toBe(404);
    expect((await api.call('POST', `/api/games/${id}/recalculate-scores`)).statusCode).toBe(401);
  });
});
