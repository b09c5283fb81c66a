import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameMoneyView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { leaderboardAfter, startedGame, type StartedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const money = async (token: string, gameId: string, position: string): Promise<GameMoneyView> => {
  const response = await readAfter(api, `/api/games/${gameId}/money`, token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** Each player's cents on the `game` line, in the game's player order; the line's cents add up to zero. */
const lineOf = (view: GameMoneyView, game: string, playerIds: readonly string[]) => {
  const cents = playerIds.map((id) => view.players.find((p) => p.playerId === id)!.lines.find((l) => l.game === game)!.cents);
  expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
  expect(view.players.reduce((sum, p) => sum + p.netCents, 0)).toBe(0);
  return cents;
};

const threePlayers = (token: string, sideGames: Record<string, unknown>) =>
  startedGame(api, token, {
    game: { gameType: 'stroke_play', scoringType: 'gross', sideGames },
    players: ['A', 'B', 'C'].map((name) => ({ name, courseHandicap: 0 })),
  });

/** POSTs a score with its facts (a second one for the hole is a correction); answers the position. */
async function score(token: string, game: StartedGame, player: number, holeNumber: number, strokes: number, facts = {}) {
  const body = { playerId: game.playerIds[player], roundNumber: 1, holeNumber, strokes, ...facts };
  const response = await api.call('POST', `/api/games/${game.gameId}/scores`, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().position as string;
}

describe('the games on the hole facts, through the API (docs/golf-rules.md section 15)', () => {
  it('junk: the dots played, from the facts; a correction that takes a sandie away changes the money', async () => {
    const { token } = await api.register();
    const game = await threePlayers(token, { junk: { value: 1, dots: ['birdie', 'sandie', 'chip_in'] } });
    const [a, b, c] = game.playerIds as [string, string, string];
    // Par 4s: A birdies 1 and chips in for a birdie on 3; B saves par from the sand on 1; C chips in on 2.
    await score(token, game, 0, 1, 3, { putts: 1 });
    await score(token, game, 1, 1, 4, { putts: 1, bunker: true });
    await score(token, game, 2, 1, 5);
    await score(token, game, 2, 2, 4, { chipIn: true, putts: 0 });
    const position = await score(token, game, 0, 3, 3, { chipIn: true, putts: 0 });
    const board = await leaderboardAfter(api, token, game.gameId, position);
    expect(board.sideGames?.settings.junk).toEqual({ valueCents: 100, dots: ['birdie', 'sandie', 'chip_in'] });
    expect(board.sideGames?.junk?.players[0]).toEqual({
      playerId: a,
      dots: 3,
      holes: [
        { roundIndex: 0, holeNumber: 1, dots: ['birdie'] },
        { roundIndex: 0, holeNumber: 3, dots: ['birdie', 'chip_in'] },
      ],
    });
    // 5 dots: A (3 × 3 − 5) × $1 = +$4, B and C (3 × 1 − 5) × $1 = −$2.
    expect(lineOf(await money(token, game.gameId, position), 'junk', [a, b, c])).toEqual([400, -200, -200]);

    const corrected = await score(token, game, 1, 1, 5, { bunker: true });
    expect(lineOf(await money(token, game.gameId, corrected), 'junk', [a, b, c])).toEqual([500, -400, -100]);
  });

  it("Bingo Bango Bongo: section 15's example from the awards, A +$3, B $0, C −$3", async () => {
    const { token } = await api.register();
    const game = await threePlayers(token, { bingoBangoBongo: { value: 1 } });
    const [a, b, c] = game.playerIds as [string, string, string];
    const award = async (hole: number, body: Record<string, string>) => {
      const response = await api.call('PUT', `/api/games/${game.gameId}/rounds/1/holes/${hole}/awards`, { token, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().position as string;
    };
    await award(1, { bingo: a, bango: b, bongo: a });
    const position = await award(2, { bingo: c, bango: a, bongo: b });
    const board = await leaderboardAfter(api, token, game.gameId, position);
    expect(board.sideGames?.bingoBangoBongo?.players.map((p) => p.points)).toEqual([3, 2, 1]);
    expect(lineOf(await money(token, game.gameId, position), 'bingo_bango_bongo', [a, b, c])).toEqual([300, 0, -300]);
  });

  it('snake: the last three-putt holds it and pays each other player; a correction of the putts hands it back', async () => {
    const { token } = await api.register();
    const game = await threePlayers(token, { snake: { value: 5 } });
    const [a, b, c] = game.playerIds as [string, string, string];
    await score(token, game, 0, 1, 5, { putts: 3 });
    await score(token, game, 1, 1, 4, { putts: 2 });
    const position = await score(token, game, 1, 2, 5, { putts: 3 });
    const board = await leaderboardAfter(api, token, game.gameId, position);
    expect(board.sideGames?.snake?.holder).toBe(b);
    expect(board.sideGames?.snake?.threePutts).toEqual([
      { playerId: a, count: 1 },
      { playerId: b, count: 1 },
      { playerId: c, count: 0 },
    ]);
    expect(lineOf(await money(token, game.gameId, position), 'snake', [a, b, c])).toEqual([500, -1000, 500]);

    const corrected = await score(token, game, 1, 2, 4, { putts: 2 });
    expect((await leaderboardAfter(api, token, game.gameId, corrected)).sideGames?.snake?.holder).toBe(a);
    expect(lineOf(await money(token, game.gameId, corrected), 'snake', [a, b, c])).toEqual([-1000, 500, 500]);
  });

  it('defaults: junk plays every dot at $1, Bingo Bango Bongo $1 a point, the snake $5', async () => {
    const { token } = await api.register();
    const game = await threePlayers(token, { junk: {}, bingoBangoBongo: {}, snake: null });
    const board = await leaderboardAfter(api, token, game.gameId, game.position);
    expect(board.sideGames?.settings).toMatchObject({
      junk: { valueCents: 100, dots: ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'] },
      bingoBangoBongo: { valueCents: 100 },
      snake: null,
    });
  });

  it.each([
    [{ junk: { dots: [] } }, 'Junk dots must be a list of birdie, greenie, sandie, chip_in or polie, at least one'],
    [{ junk: { dots: ['eagle'] } }, 'Junk dots must be a list of birdie, greenie, sandie, chip_in or polie, at least one'],
    [{ junk: { value: -1 } }, 'A dot’s value must be 0 or more, in dollars with at most 2 decimals'],
    [{ bingoBangoBongo: { value: 'lots' } }, 'A point’s value must be 0 or more, in dollars with at most 2 decimals'],
    [{ snake: { value: 1.005 } }, 'The snake’s value must be 0 or more, in dollars with at most 2 decimals'],
  ])('given sideGames %j, then 400 with what to send and nothing written', async (sideGames, message) => {
    const { token } = await api.register();
    await expectNothingWritten(api, async () => {
      const response = await api.call('POST', '/api/games', { token, body: { gameType: 'stroke_play', sideGames } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    });
  });
});
