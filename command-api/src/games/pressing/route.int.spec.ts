import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameMoneyView, LeaderboardView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { enterScore, leaderboardAfter, playRound, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Section 11's worked example from A's side: W A wins the hole, L loses, H halved. */
const RESULTS = 'LLHHHHHLL' + 'HLWHWHLWH';
const strokesOf = (results: string) => [
  [...results].map((r) => (r === 'W' ? 4 : r === 'L' ? 5 : 4)),
  [...results].map((r) => (r === 'L' ? 4 : r === 'W' ? 5 : 4)),
];

const singles = (presses: 'manual' | 'automatic') => ({
  gameType: 'match_play',
  scoringType: 'net',
  sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 5, presses, pressTrigger: 2, pressStake: 'same' } },
});

describe('Nassau presses through the API (docs/golf-rules.md section 11)', () => {
  it('automatic at 2 down: the worked example opens F1, O1 and O2, A owes B $10; correcting hole 2 removes the presses it opened', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: singles('automatic'),
      players: [
        { name: 'A', courseHandicap: 0 },
        { name: 'B', courseHandicap: 0 },
      ],
    });
    const [a, b] = game.playerIds as [string, string];
    const position = await playRound(api, token, game, strokesOf(RESULTS));
    const board: LeaderboardView = await leaderboardAfter(api, token, game.gameId, position);
    expect(board.presses!.map((p) => [p.id, p.pressOf, p.holes, p.automatic, p.complete, p.winners, p.stakeCents])).toEqual([
      ['front_9@1.3', 'front_9', { from: 3, to: 9 }, true, true, [b], 500],
      ['overall_18@1.3', 'overall_18', { from: 3, to: 18 }, true, true, [b], 500],
      ['overall_18@1.3@1.10', 'overall_18@1.3', { from: 10, to: 18 }, true, true, [a], 500],
    ]);
    const money: GameMoneyView = (await readAfter(api, `/api/games/${game.gameId}/money`, token, position)).json();
    expect(money.players.map((p) => [p.playerId, p.netCents])).toContainEqual([a, -1000]);
    expect(money.players.map((p) => [p.playerId, p.netCents])).toContainEqual([b, 1000]);
    expect(money.payments).toEqual([{ fromPlayerId: a, toPlayerId: b, cents: 1000 }]);

    // Hole 2 was halved after all: A is never 2 down before hole 8, so F1 and O1 open later or not at all.
    const corrected = await enterScore(api, token, game.gameId, { playerId: a, holeNumber: 2, strokes: 4 });
    const after: LeaderboardView = await leaderboardAfter(api, token, game.gameId, corrected.position);
    const ids = after.presses!.map((p) => p.id);
    expect(ids).not.toContain('front_9@1.3');
    expect(ids).not.toContain('overall_18@1.3');
    const sum = (await readAfter(api, `/api/games/${game.gameId}/money`, token, corrected.position))
      .json()
      .players.reduce((total: number, p: { netCents: number }) => total + p.netCents, 0);
    expect(sum).toBe(0);
  });

  it('manual: only the side that is down (or an admin) presses, from the next hole; refusals say why and write nothing', async () => {
    const organiser = await api.register({ firstName: 'Oz', lastName: 'Organiser' });
    const annUser = await api.register({ firstName: 'Ann', lastName: 'Down' });
    const benUser = await api.register({ firstName: 'Ben', lastName: 'Up' });
    const game = await startedGame(api, organiser.token, {
      game: singles('manual'),
      players: [
        { name: 'Ann', courseHandicap: 0 },
        { name: 'Ben', courseHandicap: 0 },
      ],
    });
    const [ann, ben] = game.playerIds as [string, string];
    const { playerCode } = (await readAfter(api, `/api/games/${game.gameId}`, organiser.token, game.position)).json();
    for (const [user, playerId] of [
      [annUser, ann],
      [benUser, ben],
    ] as const) {
      const joined = await api.call('POST', `/api/games/${game.gameId}/join`, { token: user.token, body: { code: playerCode, playerId } });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    // Ann loses hole 1.
    await enterScore(api, annUser.token, game.gameId, { playerId: ann, holeNumber: 1, strokes: 5 });
    await enterScore(api, benUser.token, game.gameId, { playerId: ben, holeNumber: 1, strokes: 4 });
    const press = (token: string, pressOf: string) =>
      api.call('POST', `/api/games/${game.gameId}/presses`, { token, body: { roundNumber: 1, pressOf } });

    const viewer = await api.register();
    const { viewCode } = (await readAfter(api, `/api/games/${game.gameId}`, organiser.token, game.position)).json();
    const watching = await api.call('POST', `/api/games/${game.gameId}/join`, { token: viewer.token, body: { code: viewCode } });
    expect(watching.statusCode, watching.body).toBe(200);
    await expectNothingWritten(api, async () => {
      const up = await press(benUser.token, 'front_9');
      expect([up.statusCode, up.json().message]).toEqual([409, 'Only the side that is down can press: your side is 1 up in the front 9']);
      const unknown = await press(annUser.token, 'middle_6');
      expect(unknown.statusCode).toBe(404);
      const watcher = await press(viewer.token, 'front_9');
      expect([watcher.statusCode, watcher.json().message]).toEqual([403, 'Only a player of the side that is down, or an admin, can press']);
    });

    const opened = await press(annUser.token, 'front_9');
    expect(opened.statusCode, opened.body).toBe(200);
    const again = await press(annUser.token, 'front_9');
    expect([again.statusCode, again.json().message]).toEqual([409, 'The front 9 already has a press from hole 2']);
    const board: LeaderboardView = await leaderboardAfter(api, organiser.token, game.gameId, opened.json().position);
    expect(board.presses!.map((p) => [p.id, p.pressOf, p.holes, p.automatic, p.complete])).toEqual([
      ['front_9@1.2', 'front_9', { from: 2, to: 9 }, false, false],
    ]);
    // The organiser (an admin) presses for the side that is down.
    const byAdmin = await press(organiser.token, 'overall_18');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('given presses outside match play, then the game is refused; a game with presses off refuses a press', async () => {
    const { token } = await api.register();
    const created = await api.call('POST', '/api/games', {
      token,
      body: { gameType: 'stroke_play', sideGames: { nassau: { front_9: 5, presses: 'manual' } } },
    });
    expect([created.statusCode, created.json().message]).toEqual([
      400,
      'Presses are played in a match play Nassau only: set presses to off, or play match play',
    ]);
    const game = await startedGame(api, token, {
      game: { gameType: 'match_play', isNassau: true, nassauStakes: { front_9: 5, back_9: 5, overall_18: 5 } },
      players: [
        { name: 'A', courseHandicap: 0 },
        { name: 'B', courseHandicap: 0 },
      ],
    });
    const refused = await api.call('POST', `/api/games/${game.gameId}/presses`, { token, body: { roundNumber: 1, pressOf: 'front_9' } });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This Nassau is played without presses']);
  });
});
