import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { playRound, startedGame, strokesToPar } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const quotaPlayers = [
  { name: 'Ann', courseHandicap: 10 },
  { name: 'Bob', courseHandicap: 20 },
];

describe('POST /api/games/{id}/adjust-quotas', () => {
  it('after round 1 of quota scoring, sets round 2’s quotas from the points over or under', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { game: { scoringType: 'quota' }, players: quotaPlayers, rounds: 2 });
    // Quota points on gross: Ann pars all 18 (36 against 36 − 10 = 26: +10), Bob bogeys all 18 (18 against 16: +2).
    await playRound(api, token, game, [strokesToPar(Array(18).fill(0)), strokesToPar(Array(18).fill(1))]);
    const response = await api.call('POST', `/api/games/${game.gameId}/adjust-quotas`, { token, body: { completedRound: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      completedRound: 1,
      nextRound: 2,
      adjustments: [
        { playerId: game.playerIds[0], previousQuota: 26, quotaDelta: 10, nextQuota: 31 },
        { playerId: game.playerIds[1], previousQuota: 16, quotaDelta: 2, nextQuota: 17 },
      ],
    });
    const rounds = (await readAfter(api, `/api/games/${game.gameId}/player-rounds?roundNumber=2`, token, response.json().position)).json();
    expect(rounds.map((pr: { initialQuota: number; currentQuota: number }) => [pr.initialQuota, pr.currentQuota])).toEqual([
      [26, 31],
      [16, 17],
    ]);
    await expectNothingWritten(api, async () => {
      const again = await api.call('POST', `/api/games/${game.gameId}/adjust-quotas`, { token, body: { completedRound: 1 } });
      expect(again.json()).toMatchObject({ adjustments: response.json().adjustments, position: response.json().position });
    });
  });

  it('after scores and an adjustment, command answers show the same totals and quotas as the read side', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { game: { scoringType: 'quota' }, players: quotaPlayers, rounds: 2 });
    await playRound(api, token, game, [strokesToPar(Array(18).fill(0)), strokesToPar(Array(18).fill(1))]);
    const adjusted = await api.call('POST', `/api/games/${game.gameId}/adjust-quotas`, { token, body: { completedRound: 1 } });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // Bob's course handicap typed again for round 2: the answer holds both players' round 2 as the read side has it.
    const typed = await api.call('PATCH', `/api/games/${game.gameId}/update-course-handicaps`, {
      token,
      body: { roundNumber: 2, handicapUpdates: [{ playerId: game.playerIds[1], courseHandicap: 20 }] },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const quotas = (pr: { initialQuota: number; currentQuota: number }) => [pr.initialQuota, pr.currentQuota];
    expect(typed.json().playerRounds.map(quotas)).toEqual([
      [26, 31],
      [16, 17],
    ]);
    const rounds = (await readAfter(api, `/api/games/${game.gameId}/player-rounds?roundNumber=2`, token, typed.json().position)).json();
    expect(typed.json().playerRounds).toEqual(rounds);
    // Ann renamed: her totals over round 1 come with the answer, as the game shows them.
    const renamed = await api.call('PATCH', `/api/players/${game.playerIds[0]}`, { token, body: { name: 'Annie' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const shown = (await readAfter(api, `/api/games/${game.gameId}`, token, renamed.json().position)).json();
    expect(renamed.json().player).toMatchObject({ name: 'Annie', totalStrokes: 72 });
    expect(renamed.json().player).toEqual(shown.players[0]);
  });

  it('answers 409 for an unfinished round or a game without quota scoring, 400 for a bad body, 404 to a stranger, 401 without a user', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const game = await startedGame(api, admin.token, { game: { scoringType: 'quota' }, players: quotaPlayers, rounds: 2 });
    await playRound(api, admin.token, game, [[4], [4]]);
    const net = await startedGame(api, admin.token, { players: quotaPlayers, rounds: 2 });
    const url = `/api/games/${game.gameId}/adjust-quotas`;
    await expectNothingWritten(api, async () => {
      const unfinished = await api.call('POST', url, { token: admin.token, body: { completedRound: 1 } });
      expect([unfinished.statusCode, unfinished.json().message]).toEqual([
        409,
        'Round 1 is not completed: every player needs a score on every hole',
      ]);
      const notQuota = await api.call('POST', `/api/games/${net.gameId}/adjust-quotas`, {
        token: admin.token,
        body: { completedRound: 1 },
      });
      expect([notQuota.statusCode, notQuota.json().message]).toEqual([409, 'Quotas are adjusted only in quota scoring']);
      expect((await api.call('POST', url, { token: admin.token, body: { completedRound: 0 } })).statusCode).toBe(400);
      expect((await api.call('POST', url, { token: stranger.token, body: { completedRound: 1 } })).statusCode).toBe(404);
      expect((await api.call('POST', url, { body: { completedRound: 1 } })).statusCode).toBe(401);
    });
  });
});
