import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandicapRecordView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newCourse, readAfter, expectNothingWritten, type TestCourse } from '../../games/game-test-calls.ts';
import { enterScore, type StartedGame } from '../../games/score-test-calls.ts';
import { cardToPar, finishRound, gameWithGolfer } from '../handicap-test-calls.ts';

const SUPER_ADMIN = 'handicap.super@example.com';
let api: TestApi;
let golfer: Awaited<ReturnType<TestApi['register']>>;
let organiser: Awaited<ReturnType<TestApi['register']>>;
let superAdmin: Awaited<ReturnType<TestApi['register']>>;
let course: TestCourse;

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN });
  golfer = await api.register({ handicap: '14.2' });
  organiser = await api.register();
  superAdmin = await api.register({ email: SUPER_ADMIN });
  course = await newCourse(api, organiser.token);
});
afterAll(async () => {
  await api?.close();
});

async function myRecord(position: string, token = golfer.token): Promise<HandicapRecordView> {
  const response = await readAfter(api, '/api/users/me/handicap', token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const summary = (record: HandicapRecordView) =>
  record.rounds.map((r) => [r.roundNumber, r.counted, r.courseHandicap, r.adjustedGrossScore, r.scoreDifferential, r.indexAfter]);

describe('GET /api/users/me/handicap', () => {
  it('given no rounds, then no index and an empty record', async () => {
    expect(await myRecord(organiser.position, organiser.token)).toEqual({
      handicapIndex: null,
      lowHandicapIndex: null,
      roundsCounted: 0,
      useAppIndex: false,
      rounds: [],
    });
  });
});

describe('GET /api/users/{id}/handicap', () => {
  it('given a caller who is not a super admin, then 403 whoever the user is; a super admin gets 404 for nobody', async () => {
    const refused = await api.call('GET', `/api/users/${golfer.user.id}/handicap`, { token: organiser.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You must be a super admin to do this.');
    expect((await api.call('GET', `/api/users/${randomUUID()}/handicap`, { token: organiser.token })).statusCode).toBe(403);
    const { token } = superAdmin;
    const nobody = await api.call('GET', `/api/users/${randomUUID()}/handicap`, { token });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('User not found');
    expect((await api.call('GET', '/api/users/not-a-uuid/handicap', { token })).statusCode).toBe(404);
  });
});

describe('PATCH /api/users/me/handicap', () => {
  it('records the choice of the app index once, and the typed one again', async () => {
    const chooser = await api.register();
    const chosen = await api.call('PATCH', '/api/users/me/handicap', { token: chooser.token, body: { useAppIndex: true } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ useAppIndex: true });
    expect(await myRecord(chosen.json().position, chooser.token)).toMatchObject({ useAppIndex: true, rounds: [] });
    await expectNothingWritten(api, () =>
      api.call('PATCH', '/api/users/me/handicap', { token: chooser.token, body: { useAppIndex: true } }),
    );
    const typed = await api.call('PATCH', '/api/users/me/handicap', { token: chooser.token, body: { useAppIndex: false } });
    expect(await myRecord(typed.json().position, chooser.token)).toMatchObject({ useAppIndex: false });
  });

  it('given a body that is not a choice, then 400 and nothing written', async () => {
    for (const body of [{}, { useAppIndex: 'yes' }, { useAppIndex: null }]) {
      await expectNothingWritten(api, async () => {
        const response = await api.call('PATCH', '/api/users/me/handicap', { token: golfer.token, body });
        expect(response.statusCode, response.body).toBe(400);
      });
    }
  });
});

describe('a golfer’s record through the API', () => {
  it('builds the record from the golfer’s games, follows a corrected score into the index', async () => {
    // Round 1 of a two-round game, then two one-round games: 90 each on White 71.2 / 125.
    const twoRounds = await gameWithGolfer(api, organiser.token, course, golfer.user.id, 2);
    let position = await finishRound(api, organiser.token, twoRounds, cardToPar(1), { then: 'next round' });
    const others: StartedGame[] = [];
    for (let i = 0; i < 2; i += 1) {
      const game = await gameWithGolfer(api, organiser.token, course, golfer.user.id);
      others.push(game);
      position = await finishRound(api, organiser.token, game, cardToPar(1), { then: 'complete' });
    }
    const three = await myRecord(position);
    // 113 / 125 × (90 − 71.2) = 16.9952 → 17.0; three rounds: 17.0 − 2.0.
    expect(three).toMatchObject({ handicapIndex: 15.0, roundsCounted: 3, lowHandicapIndex: null });
    expect(three.rounds[0]).toEqual({
      gameId: others[1]!.gameId,
      gameName: 'Test Game',
      roundNumber: 1,
      playedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      courseName: course.name,
      teeName: 'White',
      courseRating: 71.2,
      slopeRating: 125,
      par: 72,
      courseHandicap: null,
      grossScore: 90,
      adjustedGrossScore: 90,
      scoreDifferential: 17.0,
      exceptionalReduction: 0,
      used: false,
      counted: true,
      reason: null,
      indexAfter: 15.0,
    });
    expect(three.rounds.map((r) => r.gameId)).toEqual([others[1]!.gameId, others[0]!.gameId, twoRounds.gameId]);

    // The oldest round's hole 1 is corrected from 5 to 3: 88, 113 / 125 × 16.8 = 15.1872 → 15.2; the index 15.2 − 2.0.
    position = (
      await enterScore(api, organiser.token, twoRounds.gameId, {
        playerId: twoRounds.playerIds[0]!,
        holeNumber: 1,
        strokes: 3,
        onBehalf: true,
      })
    ).position;
    const corrected = await myRecord(position);
    expect(summary(corrected)).toEqual([
      [1, true, null, 90, 17.0, 13.2],
      [1, true, null, 90, 17.0, null],
      [1, true, null, 88, 15.2, null],
    ]);

    // Round 2 in play: listed, not counted yet.
    position = (
      await enterScore(api, organiser.token, twoRounds.gameId, {
        playerId: twoRounds.playerIds[0]!,
        roundNumber: 2,
        holeNumber: 1,
        strokes: 5,
        onBehalf: true,
      })
    ).position;
    expect((await myRecord(position)).rounds[0]).toMatchObject({
      roundNumber: 2,
      counted: false,
      reason: 'Round in progress',
      grossScore: null,
    });

    // Round 2 with a 10 on hole 4 (par 4, SI 1): index 13.2 gives CH round(13.2 × 125 / 113 − 0.8) = 14, a stroke on
    // SI 1: the hole counts 4 + 2 + 1 = 7. Gross 95, AGS 92: 113 / 125 × 20.8 = 18.8032 → 18.8. Index: 15.2 − 1.0.
    const blowUp = cardToPar(1);
    blowUp[3] = 10;
    position = await finishRound(api, organiser.token, twoRounds, blowUp, { roundNumber: 2, then: 'complete' });
    const four = await myRecord(position);
    expect(four.rounds[0]).toMatchObject({
      roundNumber: 2,
      courseHandicap: 14,
      grossScore: 95,
      adjustedGrossScore: 92,
      scoreDifferential: 18.8,
    });
    expect(four).toMatchObject({ handicapIndex: 14.2, roundsCounted: 4 });
    expect(four.rounds.map((r) => r.used)).toEqual([false, false, false, true]);

    // A super admin reads the same record. (A rebuild gives it again: testing/rebuild-comparison.int.spec.ts.)
    const read = await readAfter(api, `/api/users/${golfer.user.id}/handicap`, superAdmin.token, position);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(four);
  });
});
