import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';
import { readAfter } from '../../games/testing/game-test-calls.ts';
import { playRound, startedGame } from '../../games/testing/score-test-calls.ts';

let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

async function statsAfter(position: string): Promise<AdminStatsView> {
  const response = await readAfter(api, '/api/admin/stats', admin.token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/admin/stats', () => {
  it('counts users, games, courses and active games, and today’s games, rounds and scores, as the log grows', async () => {
    const golfer = await api.register();
    const before = await statsAfter(golfer.position);
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1)?.date).toBe(today());
    expect(before.totalUsers).toBe(2);

    const game = await startedGame(api, golfer.token, {
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Ben', courseHandicap: 0 },
      ],
      rounds: 2,
    });
    const during = await statsAfter(await playRound(api, golfer.token, game, [[4, 4, 4], [5]]));
    expect(during).toMatchObject({ totalUsers: 2, totalGames: 1, totalCourses: 1, activeGames: 1, activeUsersThisWeek: 2 });
    expect(during.daily.at(-1)).toEqual({ date: today(), gamesCreated: 1, roundsCompleted: 0, scoresEntered: 4 });

    // Round 2 starts (round 1 is done), then the game is marked completed (round 2 done).
    const second = await api.call('POST', `/api/games/${game.gameId}/rounds/2/start`, { token: golfer.token });
    expect(second.statusCode, second.body).toBe(200);
    const completed = await api.call('PATCH', `/api/games/${game.gameId}`, { token: golfer.token, body: { status: 'completed' } });
    expect(completed.statusCode, completed.body).toBe(200);
    const after = await statsAfter(completed.json().position);
    expect(after).toMatchObject({ totalGames: 1, activeGames: 0 });
    expect(after.daily.at(-1)).toMatchObject({ gamesCreated: 1, roundsCompleted: 2, scoresEntered: 4 });

    const deleted = await api.call('DELETE', `/api/games/${game.gameId}`, { token: golfer.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await statsAfter(deleted.json().position);
    expect(gone).toMatchObject({ totalGames: 0, totalCourses: 1 });
    // What happened that day stays history.
    expect(gone.daily.at(-1)).toMatchObject({ gamesCreated: 1, scoresEntered: 4 });
    expect(gone.projector).toMatchObject({ lag: expect.any(Number), head: expect.any(String), checkpoint: expect.any(String) });
  });

  it('is for super admins only', async () => {
    const golfer = await api.register();
    const response = await api.call('GET', '/api/admin/stats', { token: golfer.token });
    expect(response.statusCode).toBe(403);
  });
});
