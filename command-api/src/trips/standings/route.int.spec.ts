import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripStandingsView } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, newCourse, newGame, readAfter, type TestCourse } from '../../games/testing/game-test-calls.ts';
import { enterScore, leaderboardAfter, setCourseHandicaps } from '../../games/testing/score-test-calls.ts';
import { addMember, addTripCourse, newTrip } from '../testing/trip-test-calls.ts';

type Person = { token: string; user: { id: string } };
let api: TestApi;
let ada: Person;
let bob: Person;
let eve: Person;
let dan: Person;
let tripId: string;
let course: TestCourse;
let last = '0';
const games: Record<'friday' | 'saturday', { id: string; players: string[] }> = {
  friday: { id: '', players: [] },
  saturday: { id: '', players: [] },
};

/** A game of the trip on the trip's course, round 1 started, every course handicap 0. */
async function tripGame(token: string, body: Record<string, unknown>, players: { name: string; userId?: string }[]) {
  const { id } = await newGame(api, token, { tripId, targetPlayerCount: players.length, ...body });
  const { ids } = await addPlayers(
    api,
    token,
    id,
    players.map((p) => ({ ...p, handicap: 0 })),
  );
  const round = await api.call('POST', `/api/games/${id}/rounds`, { token, body: { roundNumber: 1, courseId: course.id } });
  expect(round.statusCode, round.body).toBe(200);
  await setCourseHandicaps(
    api,
    token,
    id,
    1,
    course.white,
    ids,
    ids.map(() => 0),
  );
  const started = await api.call('POST', `/api/games/${id}/rounds/1/start`, { token });
  expect(started.statusCode, started.body).toBe(200);
  return { id, players: ids };
}

beforeAll(async () => {
  api = await startTestApi();
  [ada, bob, eve, dan] = [await api.register(), await api.register(), await api.register(), await api.register()];
  const trip = await newTrip(api, ada.token, { name: 'Standings Trip' });
  tripId = trip.id;
  course = await newCourse(api, ada.token);
  await addTripCourse(api, ada.token, tripId, course.id, course.position);
  await addMember(api, ada.token, tripId, bob.user.id);
  await addMember(api, ada.token, tripId, eve.user.id);
  // Bob, a member, plays Ada's course: it is one of the trip's venues.
  games.friday = await tripGame(
    bob.token,
    {
      name: 'Friday Dogfight',
      payouts: [
        { position: 1, amount: 30 },
        { position: 2, amount: 15 },
      ],
    },
    [{ name: 'Ada', userId: ada.user.id }, { name: 'Bob', userId: bob.user.id }, { name: 'Cal' }],
  );
  games.saturday = await tripGame(ada.token, { name: 'Saturday Skins', gameType: 'skins' }, [
    { name: 'Ada', userId: ada.user.id },
    { name: 'Bob', userId: bob.user.id },
  ]);
  // Each organiser enters the group's hole 1, their friends' scores on purpose (their own phones would: decision 0700).
  for (const [playerId, strokes] of games.friday.players.map((p, i) => [p, [3, 4, 5][i]!] as const))
    last = (await enterScore(api, bob.token, games.friday.id, { playerId, holeNumber: 1, strokes, onBehalf: true })).position;
  for (const [playerId, strokes] of games.saturday.players.map((p, i) => [p, [4, 3][i]!] as const))
    last = (await enterScore(api, ada.token, games.saturday.id, { playerId, holeNumber: 1, strokes, onBehalf: true })).position;
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/trips/{id}/games', () => {
  it('lists the trip’s games in the order they were created, with type, player count and status', async () => {
    const response = await readAfter(api, `/api/trips/${tripId}/games`, eve.token, last);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: Record<string, unknown>) => [g.name, g.gameType, g.playerCount, g.status])).toEqual([
      ['Friday Dogfight', 'dogfight', 3, 'in_progress'],
      ['Saturday Skins', 'skins', 2, 'in_progress'],
    ]);
    expect((await readAfter(api, `/api/trips/${tripId}/games`, dan.token, last)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/trips/${tripId}/games`)).statusCode).toBe(401);
  });

  it('a member who plays in none of them sees each game and its leaderboard, as a viewer; a stranger does not', async () => {
    const game = await readAfter(api, `/api/games/${games.friday.id}`, eve.token, last);
    expect(game.statusCode, game.body).toBe(200);
    expect(game.json().accessLevel).toBe('viewer');
    expect((await readAfter(api, `/api/games/${games.friday.id}/leaderboard`, eve.token, last)).statusCode).toBe(200);
    expect((await readAfter(api, `/api/games/${games.friday.id}/leaderboard`, dan.token, last)).statusCode).toBe(404);
    const score = await api.call('POST', `/api/games/${games.friday.id}/scores`, {
      token: eve.token,
      body: { playerId: games.friday.players[0], roundNumber: 1, holeNumber: 2, strokes: 4 },
    });
    expect(score.statusCode).toBe(403);
  });

  it('refuses a game in a trip the creator is not a member of: the trip is not found', async () => {
    const response = await api.call('POST', '/api/games', { token: dan.token, body: { name: 'Gatecrash', tripId } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Trip not found');
  });
});

describe('GET /api/trips/{id}/standings', () => {
  it('adds up each person’s money from the games’ leaderboards and settles up with the fewest payments', async () => {
    const response = await readAfter(api, `/api/trips/${tripId}/standings`, eve.token, last);
    expect(response.statusCode, response.body).toBe(200);
    const standings = response.json() as TripStandingsView;
    expect(standings.games.map((g) => g.name)).toEqual(['Friday Dogfight', 'Saturday Skins']);
    const byKey = Object.fromEntries(standings.people.map((p) => [p.key, p]));
    // Each figure is the game's net (decision 0794): Ada won $30 of prizes and put in $15; skins cost her $5.
    expect(byKey[`user:${ada.user.id}`]).toMatchObject({
      member: true,
      payoutCents: 1500,
      skinsCents: -500,
      stakeCents: 0,
      netCents: 1000,
    });
    expect(byKey[`user:${bob.user.id}`]).toMatchObject({ member: true, payoutCents: 0, skinsCents: 500, netCents: 500 });
    expect(byKey[`user:${eve.user.id}`]).toMatchObject({ member: true, netCents: 0, games: [] });
    expect(byKey['name:cal']).toMatchObject({ member: false, name: 'Cal', netCents: -1500 });
    expect(standings.payments).toEqual([
      { from: 'name:cal', to: `user:${ada.user.id}`, cents: 1000 },
      { from: 'name:cal', to: `user:${bob.user.id}`, cents: 500 },
    ]);
    expect([standings.centsMoved, standings.naiveCentsMoved]).toEqual([1500, 2000]);

    // The same money as the game's own leaderboard pays out.
    const board = await leaderboardAfter(api, ada.token, games.friday.id, last);
    const paid = board.payouts.map((p) => [p.position, p.playerIds, p.shareCents]);
    expect(paid).toEqual([
      [1, [games.friday.players[0]], 3000],
      [2, [games.friday.players[1]], 1500],
    ]);
  });

  it('is for members only', async () => {
    expect((await readAfter(api, `/api/trips/${tripId}/standings`, dan.token, last)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/trips/${tripId}/standings`)).statusCode).toBe(401);
  });

  it('is provisional while a game of the trip is not completed, and final once every one is', async () => {
    const standingsAt = async (position: string) =>
      (await readAfter(api, `/api/trips/${tripId}/standings`, eve.token, position)).json() as TripStandingsView;
    expect((await standingsAt(last)).provisional).toBe(true);
    const complete = async (token: string, gameId: string) => {
      const response = await api.call('PATCH', `/api/games/${gameId}`, { token, body: { status: 'completed' } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().position as string;
    };
    expect((await standingsAt(await complete(bob.token, games.friday.id))).provisional).toBe(true);
    const final = await standingsAt(await complete(ada.token, games.saturday.id));
    expect([final.provisional, final.games.map((g) => g.status)]).toEqual([false, ['completed', 'completed']]);
  });
});
