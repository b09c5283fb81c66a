import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameMoneyView, LeaderboardView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { enterScore, leaderboardAfter, startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Wolf's worked example (docs/golf-rules.md section 12), holes 1–4 of A, B, C and D (in that order), net = gross (course handicaps 0). */
const STROKES = [
  [4, 4, 4, 5],
  [5, 3, 4, 5],
  [5, 5, 5, 6],
  [4, 4, 4, 4],
];

describe('Wolf through the API (docs/golf-rules.md section 12)', () => {
  it('the wolf or an admin chooses, refusals say why, the board shows each hole and the money adds up to zero', async () => {
    const organiser = await api.register({ firstName: 'Oz', lastName: 'Organiser' });
    const ben = await api.register({ firstName: 'Ben', lastName: 'Wolf' });
    const game = await startedGame(api, organiser.token, {
      game: { gameType: 'stroke_play', scoringType: 'net', sideGames: { wolf: { pointValue: 1 } } },
      players: ['A', 'B', 'C', 'D'].map((name) => ({ name, courseHandicap: 0 })),
    });
    const [a, b, c, d] = game.playerIds as [string, string, string, string];
    const { playerCode } = (await readAfter(api, `/api/games/${game.gameId}`, organiser.token, game.position)).json();
    const joined = await api.call('POST', `/api/games/${game.gameId}/join`, { token: ben.token, body: { code: playerCode, playerId: b } });
    expect(joined.statusCode, joined.body).toBe(200);
    const choose = (token: string, hole: number, body: Record<string, unknown>) =>
      api.call('PUT', `/api/games/${game.gameId}/rounds/1/holes/${hole}/wolf`, { token, body });

    await expectNothingWritten(api, async () => {
      const notTheWolf = await choose(ben.token, 1, { choice: 'lone' });
      expect([notTheWolf.statusCode, notTheWolf.json().message]).toEqual([
        403,
        "Only the wolf on hole 1 (A) or an admin can record the wolf's choice",
      ]);
      const self = await choose(organiser.token, 1, { choice: 'partner', partnerId: a });
      expect([self.statusCode, self.json().message]).toEqual([400, 'The wolf cannot take themselves as partner']);
      const loneWithPartner = await choose(organiser.token, 1, { choice: 'lone', partnerId: c });
      expect(loneWithPartner.statusCode).toBe(400);
      const badChoice = await choose(organiser.token, 1, { choice: 'pack' });
      expect(badChoice.statusCode).toBe(400);
    });

    // Hole 1: A (through the organiser, an admin) takes C; hole 2: Ben, the wolf, goes lone from his own phone; hole 3: C blind before anyone tees off.
    expect((await choose(organiser.token, 1, { choice: 'partner', partnerId: c })).statusCode).toBe(200);
    const lone = await choose(ben.token, 2, { choice: 'lone' });
    expect(lone.statusCode, lone.body).toBe(200);
    expect((await choose(organiser.token, 3, { choice: 'blind' })).statusCode).toBe(200);
    let position = '';
    for (let hole = 0; hole < 4; hole += 1) {
      for (const [index, row] of STROKES.entries()) {
        position = (
          await enterScore(api, organiser.token, game.gameId, {
            playerId: game.playerIds[index]!,
            holeNumber: hole + 1,
            strokes: row[hole]!,
            onBehalf: true,
          })
        ).position;
      }
    }
    // Hole 4 is scored but D has not chosen: it waits for the wolf and counts nothing.
    const waiting: LeaderboardView = await leaderboardAfter(api, organiser.token, game.gameId, position);
    const hole4 = waiting.sideGames!.wolf!.holes.find((h) => h.holeNumber === 4)!;
    expect([hole4.wolfId, hole4.status, hole4.choice]).toEqual([d, 'waiting_for_wolf', null]);
    expect(waiting.sideGames!.wolf!.totals.map((t) => t.points)).toEqual([1, 9, -11, 1]);

    const blindLate = await choose(organiser.token, 4, { choice: 'blind' });
    expect([blindLate.statusCode, blindLate.json().message]).toEqual([
      409,
      'A blind wolf is declared before anyone tees off: hole 4 already has scores',
    ]);
    const chosen = await choose(organiser.token, 4, { choice: 'partner', partnerId: a });
    expect(chosen.statusCode).toBe(200);
    const board: LeaderboardView = await leaderboardAfter(api, organiser.token, game.gameId, chosen.json().position);
    expect(board.sideGames!.wolf!.holes.slice(0, 4).map((h) => [h.holeNumber, h.choice, h.status])).toEqual([
      [1, 'partner', 'scored'],
      [2, 'lone', 'scored'],
      [3, 'blind', 'scored'],
      [4, 'partner', 'scored'],
    ]);
    expect(board.sideGames!.wolf!.totals).toEqual([
      { playerId: a, points: 2 },
      { playerId: b, points: 8 },
      { playerId: c, points: -12 },
      { playerId: d, points: 2 },
    ]);

    // The money: Wolf at $1 a point, C pays everyone; Ben, a player, may read it as he reads the board.
    const money = await readAfter(api, `/api/games/${game.gameId}/money`, ben.token, chosen.json().position);
    expect(money.statusCode, money.body).toBe(200);
    const view: GameMoneyView = money.json();
    // In the board's order (stroke play: fewest strokes first).
    expect(view.players.map((p) => p.playerId)).toEqual(board.entries.map((e) => e.player.id));
    const byName = [...view.players].sort((x, y) => x.name.localeCompare(y.name));
    expect(byName.map((p) => [p.name, p.netCents, p.lines.map((l) => [l.game, l.cents])])).toEqual([
      ['A', 200, [['wolf', 200]]],
      ['B', 800, [['wolf', 800]]],
      ['C', -1200, [['wolf', -1200]]],
      ['D', 200, [['wolf', 200]]],
    ]);
    expect(view.payments.reduce((sum, p) => sum + p.cents, 0)).toBe(1200);
    expect(view.payments.every((p) => p.fromPlayerId === c)).toBe(true);

    const stranger = await api.register();
    expect((await api.call('GET', `/api/games/${game.gameId}/money`, { token: stranger.token })).statusCode).toBe(404);
  });

  it('given a game without Wolf, then a choice is refused 409', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, { players: ['A', 'B', 'C', 'D'].map((name) => ({ name, courseHandicap: 0 })) });
    const refused = await api.call('PUT', `/api/games/${game.gameId}/rounds/1/holes/1/wolf`, { token, body: { choice: 'lone' } });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This game does not play Wolf']);
  });
});
