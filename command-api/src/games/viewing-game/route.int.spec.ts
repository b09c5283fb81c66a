import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, gameOnCourse, newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/games/{id} and its rounds, player rounds and payouts', () => {
  it('reads a Stableford game with its side games', async () => {
    const { token } = await api.register();
    const created = await newGame(api, token, { gameType: 'modified_stableford', targetPlayerCount: 4, sideGames: { wolf: {} } });
    const game = (await readAfter(api, `/api/games/${created.id}`, token, created.position)).json();
    expect(game).toMatchObject({ gameType: 'modified_stableford', sideGames: { wolf: { pointValueCents: 100 }, vegas: null } });
  });

  it('shows the game with players, rounds (with their course) and payouts to its admin', async () => {
    const { token } = await api.register();
    const { gameId, course, playerIds } = await gameOnCourse(api, token, {
      payouts: [
        { position: 2, amount: 10 },
        { position: 1, amount: 20 },
      ],
    });
    const tee = await api.call('POST', `/api/games/${gameId}/player-rounds`, {
      token,
      body: { playerId: playerIds[0], roundNumber: 1, teeSetId: course.white },
    });
    const position = tee.json().position;

    const game = (await readAfter(api, `/api/games/${gameId}`, token, position)).json();
    expect(game.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
    expect(game.rounds).toEqual([
      {
        gameId,
        roundNumber: 1,
        courseId: course.id,
        course: { id: course.id, name: course.name, location: 'Testville', holes: 18, isGlobal: false, createdBy: game.createdBy },
        status: 'not_started',
        confirmed: false,
      },
    ]);
    expect(game.payouts.map((p: { position: number }) => p.position)).toEqual([1, 2]);

    expect((await readAfter(api, `/api/games/${gameId}/rounds`, token, position)).json()).toEqual(game.rounds);
    expect((await readAfter(api, `/api/games/${gameId}/payouts`, token, position)).json()).toEqual(game.payouts);
    const playerRounds = (await readAfter(api, `/api/games/${gameId}/player-rounds?roundNumber=1`, token, position)).json();
    expect(playerRounds).toEqual([tee.json().playerRound]);
    expect(playerRounds[0]).toMatchObject({ playerId: playerIds[0], teeSetId: course.white, handicapIndex: 10.4, courseHandicap: 11 });
  });

  it('shows a registered player the game without the admin code; a stranger gets 404', async () => {
    const admin = await api.register();
    const golfer = await api.register();
    const stranger = await api.register();
    const { id, game } = await newGame(api, admin.token);
    const { position } = await addPlayers(api, admin.token, id, [{ name: 'Golfer', handicap: 3, userId: golfer.user.id }]);

    const seen = (await readAfter(api, `/api/games/${id}`, golfer.token, position)).json();
    expect(seen).toMatchObject({ accessLevel: 'player', adminCode: null, playerCode: game.playerCode, viewCode: game.viewCode });

    for (const url of [`/api/games/${id}`, `/api/games/${id}/rounds`, `/api/games/${id}/player-rounds`, `/api/games/${id}/payouts`]) {
      const response = await readAfter(api, url, stranger.token, position);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Game not found' });
      expect((await api.call('GET', url)).statusCode).toBe(401);
    }
    expect((await api.call('GET', '/api/games/not-a-game', { token: admin.token })).statusCode).toBe(404);
  });

  it('answers 400 to a bad round filter', async () => {
    const { token } = await api.register();
    const { id, position } = await newGame(api, token);
    // Read once the game is on the read side: its read gate (404 for a game not there yet) comes first (decision 0725).
    const response = await api.call('GET', `/api/games/${id}/player-rounds?roundNumber=x`, {
      token,
      headers: { 'x-min-position': position },
    });
    expect(response.statusCode).toBe(400);
  });
});
