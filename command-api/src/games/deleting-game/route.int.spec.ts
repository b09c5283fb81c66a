import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, gameOnCourse, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const usageOf = (courseId: string) =>
  api.pool.anyFirst(sql.type(z.object({ game_name: z.string() }))`SELECT game_name FROM read.course_usage WHERE course_id = ${courseId}`);

describe('DELETE /api/games/{id}', () => {
  it('deletes the game: it leaves the reads and stops using its course', async () => {
    const { token } = await api.register();
    const { gameId, course, position } = await gameOnCourse(api, token, { name: 'Doomed' });
    await readAfter(api, `/api/games/${gameId}`, token, position);
    expect(await usageOf(course.id)).toEqual(['Doomed']);
    const response = await api.call('DELETE', `/api/games/${gameId}`, { token });
    expect(response.statusCode).toBe(200);
    expect((await readAfter(api, `/api/games/${gameId}`, token, response.json().position)).statusCode).toBe(404);
    expect(await usageOf(course.id)).toEqual([]);
    expect((await api.call('DELETE', `/api/games/${gameId}`, { token })).statusCode).toBe(404);
  });

  it('refuses a stranger (404) and no user (401), deleting nothing', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const { id } = await newGame(api, admin.token);
    await expectNothingWritten(api, async () => {
      expect((await api.call('DELETE', `/api/games/${id}`, { token: stranger.token })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/games/${id}`)).statusCode).toBe(401);
      expect((await api.call('DELETE', '/api/games/12', { token: admin.token })).statusCode).toBe(404);
    });
  });
});
