import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { enterScore, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const players = [
  { name: 'Ann', courseHandicap: 11 },
  { name: 'Bob', courseHandicap: 19 },
];

describe('POST /api/games/{id}/scores', () => {
  it('enters a score with net and points derived by the server, ignoring the client’s', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players });
    // Hole 4: par 4, SI 1. Bob (CH 19) receives 2 strokes there: gross 5 → net 3, a birdie: 4 points.
    const response = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token,
      body: { playerId: game.playerIds[1], roundNumber: 1, holeNumber: 4, strokes: 5, netScore: 99, points: 99 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      change: 'entered',
      score: {
        gameId: game.gameId,
        playerId: game.playerIds[1],
        roundNumber: 1,
        holeNumber: 4,
        strokes: 5,
        netScore: 3,
        points: 4,
        strokesReceived: 2,
      },
    });
    const read = await readAfter(api, `/api/games/${game.gameId}/scores/1/4`, token, answer.position);
    expect(read.json()).toEqual([answer.score]);
  });

  it('corrects with a different value, and records nothing for the same value', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players });
    const score = { playerId: game.playerIds[0]!, holeNumber: 1, strokes: 5 };
    const entered = await enterScore(api, token, game.gameId, score);
    const corrected = await enterScore(api, token, game.gameId, { ...score, strokes: 4 });
    expect(corrected).toMatchObject({ change: 'corrected', score: { id: entered.score.id, strokes: 4 } });
    await expectNothingWritten(api, async () => {
      const same = await enterScore(api, token, game.gameId, { ...score, strokes: 4 });
      expect(same).toMatchObject({ change: 'unchanged', position: corrected.position, score: { id: entered.score.id, strokes: 4 } });
    });
    const events = await api.store.readStream(`game-${game.gameId}`);
    expect(events.filter((e) => e.type.startsWith('Score')).map((e) => [e.type, (e.data as { strokes: number }).strokes])).toEqual([
      ['ScoreEntered', 5],
      ['ScoreCorrected', 4],
    ]);
    expect(events.at(-1)?.data).toMatchObject({ previousStrokes: 5, access: 'owner' });
  });

  it('appends once for a retried Idempotency-Key', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players });
    const send = () =>
      api.call('POST', `/api/games/${game.gameId}/scores`, {
        token,
        headers: { 'idempotency-key': 'hole-2-ann-attempt-1' },
        body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 2, strokes: 6 },
      });
    const first = await send();
    const before = await api.countEvents();
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json().position).toBe(first.json().position);
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses (409, nothing written) a save whose hole someone else changed meanwhile; a retry of a save already applied still answers 200', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players });
    const url = `/api/games/${game.gameId}/scores`;
    const ann = game.playerIds[0]!;
    // The phone saw no score on hole 5 and queued 5 (offline); it was applied, but the answer never came back.
    const queued = { playerId: ann, roundNumber: 1, holeNumber: 5, strokes: 5, expectedStrokes: null };
    const save = () => api.call('POST', url, { token, headers: { 'idempotency-key': 'ann-hole-5-queued' }, body: queued });
    expect((await save()).statusCode).toBe(200);
    // Another phone corrects hole 5 to 4.
    await enterScore(api, token, game.gameId, { playerId: ann, holeNumber: 5, strokes: 4 });
    await expectNothingWritten(api, async () => {
      // The first phone's retry is recognised by its key before anything is decided.
      const retried = await save();
      expect([retried.statusCode, retried.json().change]).toEqual([200, 'unchanged']);
      // A new save made from the stale view (it saw 5, sends 6) is refused, naming the current value.
      const stale = await api.call('POST', url, { token, body: { ...queued, strokes: 6, expectedStrokes: 5 } });
      expect([stale.statusCode, stale.json().message]).toEqual([
        409,
        "Ann's score on hole 5 was changed to 4 by someone else; yours was 6. Send yours again without expectedStrokes to replace it.",
      ]);
      const bad = await api.call('POST', url, { token, body: { ...queued, expectedStrokes: 0 } });
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'expectedStrokes must be null or a whole number from 1 to 15']);
    });
    // Sending it again without expectedStrokes ("send mine") replaces the score, recording whose it was.
    const mine = await enterScore(api, token, game.gameId, { playerId: ann, holeNumber: 5, strokes: 6 });
    expect(mine).toMatchObject({ change: 'corrected', score: { strokes: 6 } });
    const events = await api.store.readStream(`game-${game.gameId}`);
    expect(events.filter((e) => e.type.startsWith('Score')).map((e) => [e.type, (e.data as { strokes: number }).strokes])).toEqual([
      ['ScoreEntered', 5],
      ['ScoreCorrected', 4],
      ['ScoreCorrected', 6],
    ]);
  });

  it('refuses bad scores with 400, writing nothing', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players });
    const url = `/api/games/${game.gameId}/scores`;
    const body = { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 4 };
    await expectNothingWritten(api, async () => {
      const high = await api.call('POST', url, { token, body: { ...body, strokes: 16 } });
      expect(high.statusCode).toBe(400);
      expect(high.json().errors).toContainEqual({ path: 'strokes', message: 'Strokes must be a whole number from 1 to 15' });
      expect((await api.call('POST', url, { token, body: { ...body, strokes: 0 } })).statusCode).toBe(400);
      const hole = await api.call('POST', url, { token, body: { ...body, holeNumber: 19 } });
      expect([hole.statusCode, hole.json().message]).toEqual([400, 'Hole 19 is not on this course (18 holes)']);
      const stranger = await api.call('POST', url, { token, body: { ...body, playerId: game.gameId } });
      expect([stranger.statusCode, stranger.json().message]).toEqual([400, 'This player is not in the game']);
      const round = await api.call('POST', url, { token, body: { ...body, roundNumber: 2 } });
      expect([round.statusCode, round.json().message]).toEqual([400, 'Round 2 is not in this game (1 round)']);
    });
  });

  it('answers 409 before a round starts and once the game is completed', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players, rounds: 2 });
    const url = `/api/games/${game.gameId}/scores`;
    const body = { playerId: game.playerIds[0], roundNumber: 2, holeNumber: 1, strokes: 4 };
    await expectNothingWritten(api, async () => {
      const early = await api.call('POST', url, { token, body });
      expect([early.statusCode, early.json().message]).toEqual([409, 'Round 2 has not started']);
    });
    const completed = await api.call('PATCH', `/api/games/${game.gameId}`, { token, body: { status: 'completed' } });
    expect(completed.statusCode, completed.body).toBe(200);
    await expectNothingWritten(api, async () => {
      const late = await api.call('POST', url, { token, body: { ...body, roundNumber: 1 } });
      expect([late.statusCode, late.json().message]).toEqual([409, 'This game is completed: scores can no longer change']);
    });
  });

  it('answers 401 without a user, 404 to a stranger, 403 to a player writing another’s score', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const playing = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const joined = await api.call('POST', `/api/games/${game.gameId}/players`, {
      token: admin.token,
      body: { name: 'Cat', handicap: 5, userId: playing.user.id },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const url = `/api/games/${game.gameId}/scores`;
    const body = { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 4 };
    await expectNothingWritten(api, async () => {
      expect((await api.call('POST', url, { body })).statusCode).toBe(401);
      expect((await api.call('POST', url, { token: stranger.token, body })).statusCode).toBe(404);
      const other = await api.call('POST', url, { token: playing.token, body });
      expect([other.statusCode, other.json().message]).toEqual([403, 'You can only change your own scores']);
    });
    const own = await api.call('POST', url, { token: playing.token, body: { ...body, playerId: joined.json().player.id } });
    expect(own.statusCode, own.body).toBe(200);
    const events = await api.store.readStream(`game-${game.gameId}`);
    expect(events.at(-1)?.data).toMatchObject({ access: 'shared_player', enteredByUserId: playing.user.id });
  });
});
