import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/games', () => {
  it('creates the game with its codes; the answer matches the read side', async () => {
    const { token, user } = await api.register();
    const response = await api.call('POST', '/api/games', {
      token,
      body: {
        name: '',
        gameType: 'stroke_play',
        numberOfRounds: 2,
        targetPlayerCount: 3,
        isNassau: true,
        payouts: [
          { position: 1, amount: 25.5, betType: 'front_9' },
          { position: 2, amount: 0 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.id).toBe(body.game.id);
    expect(body.game).toMatchObject({
      gameType: 'stroke_play',
      scoringType: 'gross',
      status: 'setup',
      numberOfRounds: 2,
      targetPlayerCount: 3,
      currentRound: 1,
      currentHole: 1,
      isNassau: true,
      pointsSystem: null,
      createdBy: user.id,
      accessLevel: 'admin',
      players: [],
      rounds: [],
      payouts: [{ position: 1, betType: 'front_9', amount: 25.5, amountCents: 2550, description: null }],
    });
    expect(body.game.name).toMatch(/^Stroke Play - \d{1,2}\/\d{1,2}\/\d{4}$/);
    const codes = [body.game.adminCode, body.game.playerCode, body.game.viewCode];
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(new Set(codes).size).toBe(3);

    const read = await readAfter(api, `/api/games/${body.id}`, token, body.position);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body.game);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { token } = await api.register();
    const before = await api.countEvents();
    for (const [body, path, message] of [
      [{ numberOfRounds: 21 }, 'numberOfRounds', 'Number of rounds must be between 1 and 20'],
      [
        { gameType: 'golf' },
        'gameType',
        'Game type must be one of dogfight, stroke_play, match_play, best_ball, skins, stableford, modified_stableford',
      ],
      [
        { payouts: [{ position: 1, amount: 1.234 }] },
        'payouts.0.amount',
        'Payout amount must be 0 or more, in dollars with at most 2 decimals',
      ],
      [{ pointsSystem: { eagle: -1 } }, 'pointsSystem.eagle', 'Points must be whole numbers, 0 or more'],
      [{ gameType: 'skins', skinValue: -5 }, 'skinValue', 'Value per skin must be 0 or more, in dollars with at most 2 decimals'],
      [
        { isNassau: true, gameType: 'stroke_play', nassauStakes: { front_9: 'five', back_9: 5, overall_18: 5 } },
        'nassauStakes.front_9',
        'Nassau stake must be 0 or more, in dollars with at most 2 decimals',
      ],
    ] as const) {
      const response = await api.call('POST', '/api/games', { token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 400 saying what to change for settings the game type does not allow, writing nothing (decision 0798)', async () => {
    const { token } = await api.register();
    const before = await api.countEvents();
    for (const [body, message] of [
      [{ gameType: 'match_play', targetPlayerCount: 3 }, 'Match Play is played with 2 or 4 players'],
      [
        { gameType: 'stroke_play', sideGames: { nassau: { front_9: 5, presses: 'manual' } } },
        'Presses are played in a match play Nassau only: set presses to off, or play match play',
      ],
      [
        { gameType: 'stroke_play', targetPlayerCount: 3, sideGames: { vegas: {} } },
        'Las Vegas is played by exactly four players: set the number of players to 4 (it is 3)',
      ],
      [{ isNassau: true }, 'Dogfight does not support Nassau bets'],
    ] as const) {
      const response = await api.call('POST', '/api/games', { token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await api.countEvents()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await api.call('POST', '/api/games', { body: {} });
    expect(response.statusCode).toBe(401);
  });

  it('creates once when retried with the same Idempotency-Key', async () => {
    const { token } = await api.register();
    const headers = { 'idempotency-key': 'new-game-1' };
    const first = await api.call('POST', '/api/games', { token, headers, body: { name: 'Once' } });
    const retry = await api.call('POST', '/api/games', { token, headers, body: { name: 'Once' } });
    expect(retry.json().id).toBe(first.json().id);
    expect(retry.json().position).toBe(first.json().position);
  });
});
