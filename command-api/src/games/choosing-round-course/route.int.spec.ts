import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, newCourse, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const usageOf = (gameId: string) =>
  api.pool.anyFirst(
    sql.type(z.object({ course_id: z.string() }))`SELECT course_id FROM read.course_usage WHERE game_id = ${gameId} ORDER BY course_id`,
  );

describe('POST /api/games/{id}/rounds and PATCH /api/games/{id}/rounds/{n}', () => {
  it('chooses round courses, adds a round, changes a course; course usage follows', async () => {
    const { token } = await api.register();
    const first = await newCourse(api, token);
    const second = await newCourse(api, token);
    const { id } = await newGame(api, token, { name: 'Two Courses' });
    const headers = { 'x-min-position': second.position };

    const round1 = await api.call('POST', `/api/games/${id}/rounds`, { token, headers, body: { roundNumber: 1, courseId: first.id } });
    expect(round1.statusCode, round1.body).toBe(200);
    expect(round1.json().round).toMatchObject({
      roundNumber: 1,
      courseId: first.id,
      course: { name: first.name, holes: 18 },
      status: 'not_started',
    });
    const round2 = await api.call('POST', `/api/games/${id}/rounds`, { token, body: { roundNumber: 2, courseId: first.id } });
    expect(round2.statusCode).toBe(200);
    let game = (await readAfter(api, `/api/games/${id}`, token, round2.json().position)).json();
    expect(game.numberOfRounds).toBe(2);
    expect(await usageOf(id)).toEqual([first.id]);

    const changed = await api.call('PATCH', `/api/games/${id}/rounds/2`, { token, body: { courseId: second.id } });
    expect(changed.statusCode).toBe(200);
    game = (await readAfter(api, `/api/games/${id}`, token, changed.json().position)).json();
    expect(game.rounds.map((r: { courseId: string }) => r.courseId)).toEqual([first.id, second.id]);
    expect(await usageOf(id)).toEqual([first.id, second.id].sort());
  });

  it('keeps a course in use from being deleted until the game goes', async () => {
    const { token } = await api.register();
    const course = await newCourse(api, token);
    const { id } = await newGame(api, token, { name: 'Saturday Skins' });
    const chosen = await api.call('POST', `/api/games/${id}/rounds`, {
      token,
      headers: { 'x-min-position': course.position },
      body: { roundNumber: 1, courseId: course.id },
    });
    const refused = await api.call('DELETE', `/api/courses/${course.id}`, { token, headers: { 'x-min-position': chosen.json().position } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Cannot delete course: it is used by Saturday Skins',
      games: [{ id, name: 'Saturday Skins' }],
    });
    const deleted = await api.call('DELETE', `/api/games/${id}`, { token });
    const allowed = await api.call('DELETE', `/api/courses/${course.id}`, {
      token,
      headers: { 'x-min-position': deleted.json().position },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 400 with the round in the message, 422 for a course the caller does not see, 404 for a round out of reach', async () => {
    const { token } = await api.register();
    const other = await api.register();
    const theirs = await newCourse(api, other.token);
    const mine = await newCourse(api, token);
    const { id } = await newGame(api, token);
    const headers = { 'x-min-position': mine.position };
    await expectNothingWritten(api, async () => {
      const missing = await api.call('POST', `/api/games/${id}/rounds`, { token, body: { roundNumber: 2 } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toContainEqual({ path: 'courseId', message: 'Please select a course for round 2.' });
      const hidden = await api.call('POST', `/api/games/${id}/rounds`, { token, headers, body: { roundNumber: 1, courseId: theirs.id } });
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json()).toEqual({ message: 'Course not found' });
      const far = await api.call('POST', `/api/games/${id}/rounds`, { token, headers, body: { roundNumber: 5, courseId: mine.id } });
      expect(far.statusCode).toBe(404);
      expect(far.json()).toEqual({ message: 'Round 5 cannot be added: the next round is round 2' });
      expect((await api.call('PATCH', `/api/games/${id}/rounds/x`, { token, body: { courseId: mine.id } })).statusCode).toBe(404);
      expect((await api.call('PATCH', `/api/games/${id}/rounds/2`, { token, body: { courseId: mine.id } })).statusCode).toBe(404);
    });
  });

  it('refuses a stranger (404) and no user (401)', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const course = await newCourse(api, stranger.token);
    const { id } = await newGame(api, admin.token);
    await expectNothingWritten(api, async () => {
      const body = { roundNumber: 1, courseId: course.id };
      expect(
        (await api.call('POST', `/api/games/${id}/rounds`, { token: stranger.token, headers: { 'x-min-position': course.position }, body }))
          .statusCode,
      ).toBe(404);
      expect((await api.call('POST', `/api/games/${id}/rounds`, { body })).statusCode).toBe(401);
    });
  });
});
