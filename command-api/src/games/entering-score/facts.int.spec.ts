import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { startedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function twoPlayers(token: string) {
  return startedGame(api, token, {
    players: [
      { name: 'Ann', courseHandicap: 0 },
      { name: 'Bob', courseHandicap: 18 },
    ],
  });
}

describe('POST /api/games/{id}/scores with the hole facts', () => {
  it('records the facts beside the strokes; the answer, the hole scores and the history show them', async () => {
    const { token } = await api.register();
    const game = await twoPlayers(token);
    const ann = game.playerIds[0]!;
    // Hole 1 is a par 4: 5 strokes, 2 putts, driven left, a penalty stroke.
    const body = { playerId: ann, roundNumber: 1, holeNumber: 1, strokes: 5, putts: 2, fairway: 'left', penalties: 1, bunker: false };
    const entered = await api.call('POST', `/api/games/${game.gameId}/scores`, { token, body });
    expect(entered.statusCode, entered.body).toBe(200);
    const facts = { putts: 2, fairway: 'left', penalties: 1, bunker: false };
    expect(entered.json()).toMatchObject({ change: 'entered', score: { strokes: 5, facts } });

    // The same strokes with one more fact is a correction; the others stay as recorded.
    const corrected = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token,
      body: { playerId: ann, roundNumber: 1, holeNumber: 1, strokes: 5, greenInRegulation: false },
    });
    expect(corrected.json()).toMatchObject({ change: 'corrected', score: { strokes: 5, facts: { ...facts, greenInRegulation: false } } });

    const read = await readAfter(api, `/api/games/${game.gameId}/scores/1/1`, token, corrected.json().position);
    expect(read.json()).toMatchObject([{ playerId: ann, strokes: 5, facts: { ...facts, greenInRegulation: false } }]);

    const history = await api.call('GET', `/api/games/${game.gameId}/score-history`, { token });
    expect(history.json().entries).toMatchObject([
      { kind: 'entered', strokes: 5, previousStrokes: null, facts, previousFacts: null },
      { kind: 'corrected', strokes: 5, previousStrokes: 5, facts: { ...facts, greenInRegulation: false }, previousFacts: facts },
    ]);
  });

  it('a score without facts reads without them; a correction by PATCH changes facts and strokes together, null clears one', async () => {
    const { token } = await api.register();
    const game = await twoPlayers(token);
    const bob = game.playerIds[1]!;
    const plain = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token,
      body: { playerId: bob, roundNumber: 1, holeNumber: 6, strokes: 7, putts: 3, chipIn: false },
    });
    const read = await readAfter(api, `/api/games/${game.gameId}/scores/1/6`, token, plain.json().position);
    const scoreId = read.json()[0].id as string;
    // 3 putts no longer fit 3 strokes: strokes and putts are corrected at once.
    const refused = await api.call('PATCH', `/api/scores/${scoreId}`, { token, body: { strokes: 3 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('3 putts leave no shot to reach the green in 3 strokes');
    const patched = await api.call('PATCH', `/api/scores/${scoreId}`, { token, body: { strokes: 3, putts: 1, chipIn: null } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ change: 'corrected', score: { strokes: 3, facts: { putts: 1 } } });
    expect(patched.json().score.facts).toEqual({ putts: 1 });

    const other = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token,
      body: { playerId: bob, roundNumber: 1, holeNumber: 7, strokes: 4 },
    });
    expect(other.json().score).not.toHaveProperty('facts');
  });

  it.each([
    [{ putts: 11 }, 'Putts must be a whole number from 0 to 10, or null to clear them'],
    [{ putts: -1 }, 'Putts must be a whole number from 0 to 10, or null to clear them'],
    [{ putts: 1.5 }, 'Putts must be a whole number from 0 to 10, or null to clear them'],
    [{ penalties: 6 }, 'Penalty strokes must be a whole number from 0 to 5, or null to clear them'],
    [{ fairway: 'bunker' }, 'Fairway must be hit, left or right, or null to clear it'],
    [{ bunker: 'yes' }, 'bunker must be true or false, or null to clear it'],
    [{ fairway: 'hit', holeNumber: 5, strokes: 3 }, 'Hole 5 is a par 3: it has no fairway to hit or miss'],
    [{ chipIn: true, putts: 2 }, 'A chip-in is holed from off the green: putts must be 0, not 2'],
    [{ sandSave: true, putts: 1 }, 'A sand save needs the bunker shot recorded too'],
    [{ greenInRegulation: true }, 'Record the putts with the green in regulation'],
  ])('refuses %j with 400 and writes nothing', async (facts, message) => {
    const { token } = await api.register();
    const game = await twoPlayers(token);
    await expectNothingWritten(api, async () => {
      const response = await api.call('POST', `/api/games/${game.gameId}/scores`, {
        token,
        body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 5, ...facts },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });
});
