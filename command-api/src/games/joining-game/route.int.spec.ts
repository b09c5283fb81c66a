import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../testing/game-test-calls.ts';
import { startedGame, type StartedGame } from '../testing/score-test-calls.ts';

let api: TestApi;
let owner: { token: string; user: { id: string } };
let game: StartedGame;
let codes: { adminCode: string; playerCode: string; viewCode: string };

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.register();
  game = await startedGame(api, owner.token, {
    players: [
      { name: 'Ann', courseHandicap: 10 },
      { name: 'Ben', courseHandicap: 12 },
    ],
  });
  codes = (await readAfter(api, `/api/games/${game.gameId}`, owner.token, game.position)).json();
});
afterAll(async () => {
  await api?.close();
});

const join = (body: unknown, token?: string) => api.call('POST', `/api/games/${game.gameId}/join`, { ...(token ? { token } : {}), body });

describe('links and joining by code', () => {
  it('gives the admin three links; a player link can pick a player', async () => {
    const links = await api.call('POST', `/api/games/${game.gameId}/share-links`, {
      token: owner.token,
      body: { playerId: game.playerIds[1] },
    });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json()).toEqual({
      admin: `http://golf.test/game/${game.gameId}/join?code=${codes.adminCode}`,
      player: `http://golf.test/game/${game.gameId}/join?code=${codes.playerCode}&player=${game.playerIds[1]}`,
      viewer: `http://golf.test/game/${game.gameId}/join?code=${codes.viewCode}`,
    });
    expect((await api.call('POST', `/api/games/${game.gameId}/share-links`, { token: owner.token })).json().player).toMatch(/code=\w{6}$/);
    expect(
      (await api.call('POST', `/api/games/${game.gameId}/share-links`, { token: owner.token, body: { playerId: game.gameId } })).statusCode,
    ).toBe(400);
  });

  it('a signed-in joiner with the player code scores their own player only; the player is then taken', async () => {
    const joiner = await api.register();
    const lookup = await api.call('GET', `/api/games/by-code/${codes.playerCode.toLowerCase()}`);
    expect(lookup.json()).toMatchObject({ accessLevel: 'player', claimedPlayerIds: [], game: { id: game.gameId, adminCode: null } });
    const joined = await join({ code: codes.playerCode, playerId: game.playerIds[0] }, joiner.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ gameId: game.gameId, accessLevel: 'player', myPlayerIds: [game.playerIds[0]], guestToken: null });

    const mine = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token: joiner.token,
      body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 4 },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const second = await api.register();
    await expectNothingWritten(api, async () => {
      const theirs = await api.call('POST', `/api/games/${game.gameId}/scores`, {
        token: joiner.token,
        body: { playerId: game.playerIds[1], roundNumber: 1, holeNumber: 1, strokes: 4 },
      });
      expect(theirs.statusCode).toBe(403);
      const hole = await api.call('PATCH', `/api/games/${game.gameId}`, { token: joiner.token, body: { currentHole: 5 } });
      expect([hole.statusCode, hole.json().message]).toEqual([403, 'Only the game’s admin can change this game']);
      const taken = await join({ code: codes.playerCode, playerId: game.playerIds[0] }, second.token);
      expect([taken.statusCode, taken.json().message]).toEqual([409, 'Ann is already taken by someone else: choose another player']);
    });
    expect(
      (await readAfter(api, `/api/games/by-code/${codes.playerCode}`, undefined, joined.json().position)).json().claimedPlayerIds,
    ).toEqual([game.playerIds[0]]);
  });

  it('a spectator without an account gets a guest token for this game’s reads only', async () => {
    const watched = await join({ code: codes.viewCode.toLowerCase() });
    expect(watched.statusCode, watched.body).toBe(200);
    const { guestToken } = watched.json();
    expect(watched.json()).toMatchObject({ accessLevel: 'viewer', myPlayerIds: [], position: null });
    const other = await startedGame(api, owner.token, {
      players: [
        { name: 'Zoe', courseHandicap: 1 },
        { name: 'Yan', courseHandicap: 2 },
      ],
    });
    expect((await api.call('GET', `/api/games/${game.gameId}/leaderboard`, { token: guestToken })).statusCode).toBe(200);
    expect((await api.call('GET', `/api/games/${game.gameId}`, { token: guestToken })).json()).toMatchObject({
      accessLevel: 'viewer',
      viewCode: codes.viewCode,
      playerCode: null,
    });
    await expectNothingWritten(api, async () => {
      expect((await api.call('GET', '/api/games', { token: guestToken })).statusCode).toBe(401);
      expect((await api.call('GET', '/api/auth/user', { token: guestToken })).statusCode).toBe(401);
      const scoreTry = await api.call('POST', `/api/games/${game.gameId}/scores`, {
        token: guestToken,
        body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber: 2, strokes: 4 },
      });
      expect(scoreTry.statusCode).toBe(401);
      expect((await readAfter(api, `/api/games/${other.gameId}/leaderboard`, guestToken, other.position)).statusCode).toBe(404);
    });
  });

  it('a player or admin code needs an account; a wrong code says nothing about which part was wrong', async () => {
    await expectNothingWritten(api, async () => {
      const player = await join({ code: codes.playerCode });
      expect([player.statusCode, player.json().message]).toEqual([401, 'Sign in or create an account to join as a player']);
      expect((await join({ code: codes.adminCode })).json().message).toBe('Sign in or create an account to join as an admin');
      for (const wrong of [
        join({ code: 'ZZZZZZ' }),
        api.call('POST', `/api/games/${owner.user.id}/join`, { body: { code: codes.viewCode } }),
        api.call('GET', '/api/games/by-code/ZZZZZZ'),
      ]) {
        const answer = await wrong;
        expect([answer.statusCode, answer.json().message]).toEqual([404, 'Invalid access code or game not found']);
      }
    });
  });

  it('regenerating the codes stops old links letting new people in; whoever joined keeps access, a spectator’s pass ends', async () => {
    const joiner = await api.register();
    const joined = await join({ code: codes.adminCode }, joiner.token);
    const { guestToken } = (await join({ code: codes.viewCode })).json();
    const invited = await api.register();
    await api.call('POST', `/api/games/${game.gameId}/share-with-user`, {
      token: owner.token,
      body: { email: invited.user.email, accessLevel: 'viewer' },
    });
    expect((await readAfter(api, `/api/games/${game.gameId}`, joiner.token, joined.json().position)).json().accessLevel).toBe('admin');

    const regenerated = await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, { token: owner.token });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json().game;
    expect(fresh.viewCode).not.toBe(codes.viewCode);
    const after = regenerated.json().position;
    expect((await readAfter(api, `/api/games/${game.gameId}`, joiner.token, after)).json().accessLevel).toBe('admin');
    const shares = (await readAfter(api, `/api/games/${game.gameId}/shares`, owner.token, after)).json() as {
      userId: string;
      via: string;
    }[];
    expect(shares.find((share) => share.userId === joiner.user.id)?.via, 'the joiner still shows on the Manage tab').toBe('code');
    expect((await readAfter(api, `/api/games/${game.gameId}/leaderboard`, guestToken, after)).statusCode).toBe(404);
    expect((await readAfter(api, `/api/games/by-code/${codes.viewCode}`, undefined, after)).statusCode).toBe(404);
    expect((await join({ code: codes.adminCode }, (await api.register()).token)).statusCode, 'the old admin link lets nobody new in').toBe(
      404,
    );
    expect((await readAfter(api, `/api/games/${game.gameId}`, invited.token, after)).json().accessLevel).toBe('viewer');
    expect((await api.call('GET', `/api/games/by-code/${fresh.viewCode}`)).json().accessLevel).toBe('viewer');
    expect((await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, { token: invited.token })).statusCode).toBe(403);
    codes = fresh;
  });

  it('regenerating the viewer code alone leaves the player link working and every player scoring', async () => {
    const scorer = await api.register();
    const joined = await join({ code: codes.playerCode, playerId: game.playerIds[1] }, scorer.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const regenerated = await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, {
      token: owner.token,
      body: { level: 'viewer' },
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json().game;
    expect([fresh.adminCode, fresh.playerCode]).toEqual([codes.adminCode, codes.playerCode]);
    expect(fresh.viewCode).not.toBe(codes.viewCode);
    const after = regenerated.json().position;
    expect((await readAfter(api, `/api/games/by-code/${codes.playerCode}`, undefined, after)).json().accessLevel).toBe('player');
    expect((await readAfter(api, `/api/games/by-code/${codes.viewCode}`, undefined, after)).statusCode).toBe(404);
    const scored = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      token: scorer.token,
      body: { playerId: game.playerIds[1], roundNumber: 1, holeNumber: 2, strokes: 5 },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const wrong = await api.call('POST', `/api/games/${game.gameId}/regenerate-codes`, { token: owner.token, body: { level: 'everyone' } });
    expect(wrong.statusCode).toBe(400);
  });
});
