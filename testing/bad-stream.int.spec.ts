import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsView, HealthView, LeaderboardView, TripStandingsView } from '@golf/contracts';
import { ScoreEntered, streamNames, type NewEvent } from '@golf/events';
import { projections, rebuildReadModels } from '@golf/projector';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../command-api/src/courses/testing/course-test-calls.ts';
import { addPlayers, newCourse, newGame, readAfter, type TestCourse } from '../command-api/src/games/testing/game-test-calls.ts';
import { enterScore, leaderboardAfter, setCourseHandicaps } from '../command-api/src/games/testing/score-test-calls.ts';
import { addTripCourse, newTrip } from '../command-api/src/trips/testing/trip-test-calls.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/**
 * One game's stream gets an event the current schema refuses, written straight through the
 * store, as an old shape or a bug's output would be: a ScoreEntered of a version nobody wrote an
 * upcast for, its strokes under an old name. Every other game goes on; the bad one says it is
 * being repaired; health and the admin dashboard name it; a Retry once the fix (the upcast) is
 * deployed brings it back.
 */
let api: TestApi;
let admin: { token: string };
let golfer: { token: string; user: { id: string } };
let course: TestCourse;
let tripId: string;
const upcastBefore = ScoreEntered.upcast;

/** A trip game on the trip's course, round 1 started, two players with course handicap 0. */
async function tripGame(name: string) {
  const { id } = await newGame(api, golfer.token, { name, tripId, targetPlayerCount: 2 });
  const { ids } = await addPlayers(api, golfer.token, id, [
    { name: `${name} Ann`, handicap: 0 },
    { name: `${name} Ben`, handicap: 0 },
  ]);
  const round = await api.call('POST', `/api/games/${id}/rounds`, { token: golfer.token, body: { roundNumber: 1, courseId: course.id } });
  expect(round.statusCode, round.body).toBe(200);
  await setCourseHandicaps(api, golfer.token, id, 1, course.white, ids, [0, 0]);
  const started = await api.call('POST', `/api/games/${id}/rounds/1/start`, { token: golfer.token });
  expect(started.statusCode, started.body).toBe(200);
  return { id, players: ids };
}

/** A ScoreEntered as an older build wrote it: version 0, `gross` where the schema now wants `strokes`. */
function oldShapeScore(gameId: string, playerId: string, holeNumber: number, gross: number): NewEvent {
  return {
    id: randomUUID(),
    type: ScoreEntered.type,
    data: { gameId, scoreId: randomUUID(), playerId, roundNumber: 1, holeNumber, gross, enteredByUserId: golfer.user.id, access: 'owner' },
    metadata: {
      userId: golfer.user.id,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      client: 'web',
      schemaVersion: 0,
    },
  };
}

/** The fix, deployed: an upcast that reads version 0's `gross` as `strokes`. */
function deployTheFix() {
  ScoreEntered.upcast = (data, fromVersion) => {
    const record = data as Record<string, unknown>;
    const renamed =
      fromVersion < 1
        ? { ...Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'gross')), strokes: record.gross }
        : record;
    return upcastBefore ? upcastBefore(renamed, fromVersion) : renamed;
  };
}

const read = (url: string, position: string, token = golfer.token) => readAfter(api, url, token, position);
const strokesOf = (board: LeaderboardView, name: string) => board.entries.find((entry) => entry.player.name === name)?.totalStrokes;

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
  golfer = await api.register();
  const trip = await newTrip(api, golfer.token, { name: 'Links Week' });
  tripId = trip.id;
  course = await newCourse(api, golfer.token);
  await addTripCourse(api, golfer.token, tripId, course.id, course.position);
});
afterEach(() => {
  ScoreEntered.upcast = upcastBefore;
});
afterAll(async () => {
  await api?.close();
});

describe('a game whose stream holds an event the schema refuses', () => {
  it('stops only itself: the other games go on, its reads say it is being repaired, health and the dashboard name it, Retry after the fix brings it back', async () => {
    const good = await tripGame('Good');
    const bad = await tripGame('Bad');
    await enterScore(api, golfer.token, good.id, { playerId: good.players[0]!, holeNumber: 1, strokes: 4 });
    let position = (await enterScore(api, golfer.token, bad.id, { playerId: bad.players[0]!, holeNumber: 1, strokes: 5 })).position;
    expect(strokesOf(await leaderboardAfter(api, golfer.token, bad.id, position), 'Bad Ann')).toBe(5);

    await api.store.append(streamNames.game(bad.id), [oldShapeScore(bad.id, bad.players[0]!, 2, 6)], { expectedRevision: 'any' });
    for (const [hole, strokes] of [
      [2, 5],
      [3, 3],
    ] as const)
      position = (await enterScore(api, golfer.token, good.id, { playerId: good.players[0]!, holeNumber: hole, strokes })).position;

    // The other game's board moves at once.
    expect(strokesOf(await leaderboardAfter(api, golfer.token, good.id, position), 'Good Ann')).toBe(12);

    // The bad game's reads say plainly that it is being repaired: no old board, no 500.
    for (const url of ['', '/leaderboard', '/leaderboard/round/1', '/rounds', '/player-rounds', '/payouts', '/scores/1', '/live']) {
      const response = await read(`/api/games/${bad.id}${url}`, position);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        503,
        { code: 'being_repaired', message: expect.stringMatching(/^This game’s leaderboard is being repaired/) },
      ]);
      expect(response.headers['retry-after']).toBe('30');
    }
    // A stranger still learns nothing of it.
    const stranger = await api.register();
    expect((await read(`/api/games/${bad.id}/leaderboard`, position, stranger.token)).statusCode).toBe(404);
    // A score for it is kept on the phone (503, sent again later), not refused as bad input.
    const refused = await api.call('POST', `/api/games/${bad.id}/scores`, {
      token: golfer.token,
      body: { playerId: bad.players[1], roundNumber: 1, holeNumber: 1, strokes: 4 },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([503, 'being_repaired']);

    // Health is degraded and names the stream and its error.
    const health: HealthView = (await read('/api/health', position)).json();
    expect(health.status).toBe('degraded');
    expect(health.setAside).toEqual([
      expect.objectContaining({
        stream: streamNames.game(bad.id),
        name: 'Bad',
        eventType: 'ScoreEntered',
        error: expect.stringMatching(/strokes/),
      }),
    ]);
    expect(health.message).toMatch(new RegExp(`^1 stream set aside: game-${bad.id} \\(“Bad”\\) at ScoreEntered: .*strokes`));

    // The trip's standings count the good game and name the one left out.
    const standings: TripStandingsView = (await read(`/api/trips/${tripId}/standings`, position)).json();
    expect(standings.games.map((game) => game.gameId)).toEqual([good.id]);
    expect(standings.beingRepaired).toEqual([{ gameId: bad.id, name: 'Bad' }]);

    // The dashboard lists it with the error; the statistics go on from the rest.
    const stats: AdminStatsView = (await read('/api/admin/stats', position, admin.token)).json();
    expect(stats.totalGames).toBe(2);
    expect(stats.setAside).toEqual([
      expect.objectContaining({
        stream: streamNames.game(bad.id),
        kind: 'game',
        id: bad.id,
        name: 'Bad',
        eventType: 'ScoreEntered',
        retries: 0,
      }),
    ]);

    // A retry before the fix meets the failure again: still listed, the retry counted.
    const early = await api.call('POST', '/api/admin/set-aside-streams/retry', {
      token: admin.token,
      body: { stream: streamNames.game(bad.id) },
    });
    expect(early.statusCode, early.body).toBe(200);
    const afterEarly: AdminStatsView = (await read('/api/admin/stats', early.json().position, admin.token)).json();
    expect(afterEarly.setAside).toEqual([
      expect.objectContaining({ stream: streamNames.game(bad.id), retries: 1, lastRetryAt: expect.any(String) }),
    ]);

    // `npm run rebuild` without the fix: the bad game is set aside again, every other board rebuilt.
    const rebuilt = await rebuildReadModels({ store: api.store, pool: api.pool, projections });
    expect(rebuilt.setAside).toEqual([streamNames.game(bad.id)]);
    expect(strokesOf(await leaderboardAfter(api, golfer.token, good.id, position), 'Good Ann')).toBe(12);

    // The fix is deployed; Retry projects the game again and it leaves the list.
    deployTheFix();
    const retried = await api.call('POST', '/api/admin/set-aside-streams/retry', {
      token: admin.token,
      body: { stream: streamNames.game(bad.id) },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const back = await leaderboardAfter(api, golfer.token, bad.id, retried.json().position);
    expect(strokesOf(back, 'Bad Ann')).toBe(11);
    expect((await read('/api/admin/stats', retried.json().position, admin.token)).json().setAside).toEqual([]);
    expect((await read('/api/health', retried.json().position)).json()).toMatchObject({ status: 'ok', setAside: [] });
    const scored = await enterScore(api, golfer.token, bad.id, { playerId: bad.players[1]!, holeNumber: 1, strokes: 4 });
    expect(strokesOf(await leaderboardAfter(api, golfer.token, bad.id, scored.position), 'Bad Ben')).toBe(4);
    const tripAfter: TripStandingsView = (await read(`/api/trips/${tripId}/standings`, scored.position)).json();
    expect([tripAfter.games.length, tripAfter.beingRepaired]).toEqual([2, []]);
  });

  it('answers 404 to a retry of a stream that is not set aside, and 403 to anyone but a super admin', async () => {
    const notSetAside = await api.call('POST', '/api/admin/set-aside-streams/retry', {
      token: admin.token,
      body: { stream: 'game-nothing' },
    });
    expect([notSetAside.statusCode, notSetAside.json().message]).toEqual([
      404,
      'This stream is not set aside: it may have been repaired already.',
    ]);
    const refused = await api.call('POST', '/api/admin/set-aside-streams/retry', { token: golfer.token, body: { stream: 'game-nothing' } });
    expect(refused.statusCode).toBe(403);
  });
});
