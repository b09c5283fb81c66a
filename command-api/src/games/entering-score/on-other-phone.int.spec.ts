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

/** A started game of Ann (typed) and Rae, with Rae joined as herself on her own phone with the player code. */
async function gameWithRaeOnHerPhone() {
  const organiser = await api.register({ firstName: 'Oz', lastName: 'Organiser' });
  const rae = await api.register({ firstName: 'Rae', lastName: 'Own' });
  const game = await startedGame(api, organiser.token, {
    players: [
      { name: 'Ann', courseHandicap: 0 },
      { name: 'Rae', courseHandicap: 10 },
    ],
  });
  const [annId, raeId] = game.playerIds as [string, string];
  const { playerCode } = (await readAfter(api, `/api/games/${game.gameId}`, organiser.token, game.position)).json();
  const joined = await api.call('POST', `/api/games/${game.gameId}/join`, {
    token: rae.token,
    body: { code: playerCode, playerId: raeId },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { organiser, rae, game, annId, raeId, joinedAt: String(joined.json().position) };
}

describe('a score for a player whose own phone scores them (decision 0700)', () => {
  it('is refused from the organiser’s phone (409, nothing written) unless entered for them on purpose, then recorded as the organiser’s', async () => {
    const { organiser, rae, game, annId, raeId, joinedAt } = await gameWithRaeOnHerPhone();
    const url = `/api/games/${game.gameId}/scores`;

    // What the organiser's phone is told: Rae is on her phone; Rae's own card has no one on another phone.
    const seen = await readAfter(api, `/api/games/${game.gameId}`, organiser.token, joinedAt);
    expect(seen.json().playersOnOtherPhones).toEqual([{ playerId: raeId, phoneOf: 'Rae' }]);
    const hers = await readAfter(api, `/api/games/${game.gameId}`, rae.token, joinedAt);
    expect([hers.json().myPlayerIds, hers.json().playersOnOtherPhones]).toEqual([[raeId], []]);

    // Next Hole on the organiser's phone as it was before: par for everyone, Rae's box never touched.
    await expectNothingWritten(api, async () => {
      const phantom = await api.call('POST', url, {
        token: organiser.token,
        body: { playerId: raeId, roundNumber: 1, holeNumber: 1, strokes: 4 },
      });
      expect([phantom.statusCode, phantom.json().message]).toEqual([
        409,
        'Rae scores on their own phone: nothing was saved. To enter this score for Rae on purpose, use "Enter for Rae" (onBehalf: true).',
      ]);
      const bad = await api.call('POST', url, {
        token: organiser.token,
        body: { playerId: raeId, roundNumber: 1, holeNumber: 1, strokes: 4, onBehalf: 'yes' },
      });
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'onBehalf must be true or false']);
    });
    const board = (await readAfter(api, `/api/games/${game.gameId}/leaderboard`, organiser.token, joinedAt)).json();
    expect(board.entries.find((e: { player: { id: string } }) => e.player.id === raeId)).toMatchObject({ started: false, holesPlayed: 0 });

    // The organiser's own typed player is saved as before, and Rae's own phone needs nothing more.
    await enterScore(api, organiser.token, game.gameId, { playerId: annId, holeNumber: 1, strokes: 4 });
    await enterScore(api, rae.token, game.gameId, { playerId: raeId, holeNumber: 2, strokes: 5 });

    // "Enter for Rae": recorded, in the score history as the organiser's.
    const forRae = await api.call('POST', url, {
      token: organiser.token,
      body: { playerId: raeId, roundNumber: 1, holeNumber: 1, strokes: 6, onBehalf: true },
    });
    expect([forRae.statusCode, forRae.json().change]).toEqual([200, 'entered']);
    const history = await readAfter(
      api,
      `/api/games/${game.gameId}/score-history?playerId=${raeId}`,
      organiser.token,
      forRae.json().position,
    );
    expect(
      history.json().entries.map((e: Record<string, unknown>) => [e.holeNumber, e.strokes, e.access, (e.who as { userId: string }).userId]),
    ).toEqual([
      [2, 5, 'code_player', rae.user.id],
      [1, 6, 'owner', organiser.user.id],
    ]);
  });
});
