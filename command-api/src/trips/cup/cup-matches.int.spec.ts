import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../../games/testing/game-test-calls.ts';
import { makeMatch, playersOfMatch, readCup, scoreHoles, setCup, type Person } from './testing/cup-test-calls.ts';
import { givenCupTrip, refusedWith, teamsBody, type CupTrip } from './testing/cup-trip-fixture.ts';

let api: TestApi;
let ada: Person, bob: Person, cy: Person, di: Person, gus: Person, hal: Person, ivy: Person, jo: Person, eve: Person;
let tripId: string;
let course: CupTrip['course'];
let position: string;
let refused: ReturnType<typeof refusedWith>;

/** Red (Ada captains) and Blue (Bob captains) of four, four points planned, as the teams spec sets them. */
beforeAll(async () => {
  api = await startTestApi();
  ({ ada, bob, cy, di, gus, hal, ivy, jo, eve, tripId, course } = await givenCupTrip(api));
  position = await setCup(api, ada.token, tripId, [ada, cy, gus, hal], [bob, di, ivy, jo], { name: 'Fife Cup', plannedPoints: 4 });
  refused = refusedWith(api);
});
afterAll(async () => {
  await api?.close();
});

const cupUrl = () => `/api/trips/${tripId}/cup`;
const fours = (ids: string[], strokes = 4) => Object.fromEntries(ids.map((id) => [id, strokes]));

describe('the trip’s cup: its matches', () => {
  it('a captain makes the session; four phones score two four-ball matches and the board’s points move', async () => {
    const red = [ada, cy, gus, hal].map((p) => p.user.id);
    const blue = [bob, di, ivy, jo].map((p) => p.user.id);
    const body = (teams: string[][], teeTime: string) => ({
      session: 1,
      format: 'four_ball',
      teams,
      courseId: course.id,
      teeSetId: course.white,
      teeTime,
    });
    const one = await makeMatch(api, bob.token, tripId, body([red.slice(0, 2), blue.slice(0, 2)], '2026-06-12T08:00'));
    const two = await makeMatch(api, bob.token, tripId, body([red.slice(2), blue.slice(2)], '2026-06-12T08:10'));
    position = two.position;
    await refused(
      () => api.call('POST', `${cupUrl()}/matches`, { token: ada.token, body: body([red.slice(0, 2), blue.slice(2)], '2026-06-12T08:20') }),
      409,
      'already plays a match in session 1',
    );
    let cup = await readCup(api, di.token, tripId, position);
    expect(cup.matches.map((m) => [m.id, m.gameId, m.session, m.format, m.teeTime, m.status, m.points])).toEqual([
      [one.id, one.gameId, 1, 'four_ball', '2026-06-12T08:00', 'Not started', [0, 0]],
      [two.id, two.gameId, 1, 'four_ball', '2026-06-12T08:10', 'Not started', [0, 0]],
    ]);
    expect(cup.matches[0]?.teams[0].map((p) => p.userId)).toEqual(red.slice(0, 2));

    // Each match is a game of the trip in progress: match play, net, its players with player access to their own card.
    const game = await readAfter(api, `/api/games/${one.gameId}`, cy.token, position);
    expect(game.json()).toMatchObject({ gameType: 'match_play', scoringType: 'net', status: 'in_progress', tripId, accessLevel: 'player' });
    expect(game.json().name).toMatch(/^Session 1 four-ball: /);
    const oneOf = await playersOfMatch(api, bob.token, one.gameId, position);
    const twoOf = await playersOfMatch(api, bob.token, two.gameId, position);
    expect(game.json().myPlayerIds).toEqual([oneOf.get(cy.user.id)]);

    // Match 1, hole 1: Red's players score their own cards on their phones (Ada's 3 wins it), Blue's captain Blue's.
    for (const [person, strokes] of [
      [ada, 3],
      [cy, 4],
    ] as const) {
      await scoreHoles(api, person.token, one.gameId, oneOf, [{ [person.user.id]: strokes }]);
    }
    position = await scoreHoles(api, bob.token, one.gameId, oneOf, [fours([bob.user.id, di.user.id])], 1, { onBehalf: true });
    cup = await readCup(api, gus.token, tripId, position);
    expect(cup.matches[0]).toMatchObject({ state: 'in_progress', status: 'Red 1 UP thru 1', leader: 0, projectedPoints: [1, 0] });
    expect(cup.teams.map((t) => [t.points, t.projectedPoints])).toEqual([
      [0, 1],
      [0, 0],
    ]);
    // Holes 2 … 4 Red wins, 5 … 15 halved: 4 up with 3 to play, decided 4&3 on 15.
    const redWins = { ...fours([cy.user.id, bob.user.id, di.user.id]), [ada.user.id]: 3 };
    position = await scoreHoles(
      api,
      bob.token,
      one.gameId,
      oneOf,
      [redWins, redWins, redWins, ...Array(11).fill(fours([...oneOf.keys()]))],
      2,
      { onBehalf: true },
    );
    // Match 2: Blue wins hole 1 and stands 1 up.
    position = await scoreHoles(
      api,
      bob.token,
      two.gameId,
      twoOf,
      [{ ...fours([gus.user.id, hal.user.id, jo.user.id]), [ivy.user.id]: 3 }],
      1,
      { onBehalf: true },
    );
    cup = await readCup(api, hal.token, tripId, position);
    expect(cup.matches.map((m) => [m.state, m.status, m.result, m.points, m.projectedPoints])).toEqual([
      ['decided', 'Red wins 4&3', '4&3', [1, 0], [1, 0]],
      ['in_progress', 'Blue 1 UP thru 1', null, [0, 0], [0, 1]],
    ]);
    expect(cup.teams.map((t) => [t.points, t.projectedPoints])).toEqual([
      [1, 1],
      [0, 1],
    ]);
    expect([cup.result, cup.pointsToWin]).toEqual(['in_progress', 2.5]);

    // A decided match's remaining holes need no score; one entered does not count.
    position = await scoreHoles(
      api,
      bob.token,
      one.gameId,
      oneOf,
      [{ ...fours([ada.user.id, cy.user.id, di.user.id]), [bob.user.id]: 2 }],
      16,
      { onBehalf: true },
    );
    expect((await readCup(api, ada.token, tripId, position)).matches[0]?.status).toBe('Red wins 4&3');
    const board = await readAfter(api, `/api/games/${one.gameId}/leaderboard`, cy.token, position);
    expect(board.json().cupMatch).toMatchObject({ format: 'four_ball', state: 'decided', result: '4&3', leader: 0, decidedOn: 15 });
  });

  it('foursomes: one ball a side, entered by either partner; the later score of a hole is the side’s', async () => {
    const made = await makeMatch(api, ada.token, tripId, {
      session: 2,
      format: 'foursomes',
      teams: [
        [ada.user.id, cy.user.id],
        [bob.user.id, di.user.id],
      ],
      courseId: course.id,
      teeSetId: course.white,
    });
    const playerOf = await playersOfMatch(api, ada.token, made.gameId, made.position);
    await scoreHoles(api, ada.token, made.gameId, playerOf, [{ [ada.user.id]: 5 }]);
    await scoreHoles(api, di.token, made.gameId, playerOf, [{ [di.user.id]: 4 }]);
    // Cy corrects Red's ball on his phone: his later 3 replaces Ada's 5, and Red wins the hole.
    position = await scoreHoles(api, cy.token, made.gameId, playerOf, [{ [cy.user.id]: 3 }]);
    const cup = await readCup(api, jo.token, tripId, position);
    expect(cup.matches.find((m) => m.id === made.id)).toMatchObject({ format: 'foursomes', status: 'Red 1 UP thru 1', teeTime: null });
    const board = (await readAfter(api, `/api/games/${made.gameId}/leaderboard`, ada.token, position)).json();
    expect(board.entries.map((e: { scorecards: { holes: { strokes: number | null }[] }[] }) => e.scorecards[0]?.holes[0]?.strokes)).toEqual(
      [3, 3, 4, 4],
    );
  });

  it('with no planned points the matches made are all the points: Red’s first match then wins the cup', async () => {
    position = await setCup(api, ada.token, tripId, [ada, cy, gus, hal], [bob, di, ivy, jo], { plannedPoints: null });
    const cup = await readCup(api, ada.token, tripId, position);
    expect([cup.pointsAvailable, cup.pointsToWin, cup.result]).toEqual([3, 2, 'in_progress']);
    await refused(
      () =>
        api.call('PUT', cupUrl(), {
          token: ada.token,
          body: teamsBody([ada, gus, hal], [bob, di, ivy, jo, cy]),
        }),
      409,
      'stay on that team',
    );
    await refused(
      () =>
        api.call('PUT', cupUrl(), { token: ada.token, body: { ...teamsBody([ada, cy, gus, hal], [bob, di, ivy, jo]), plannedPoints: 2 } }),
      400,
      'fewer than the 3',
    );
  });

  it('a player’s Home lists their matches still to play by tee time; a match’s player reads the cup after leaving the trip', async () => {
    const mine = await readAfter(api, '/api/users/me/cup-matches', ivy.token, position);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        tripId,
        tripName: 'Cup Trip',
        cupName: 'Fife Cup',
        session: 1,
        teeTime: '2026-06-12T08:10',
        team: 1,
        status: 'Blue 1 UP thru 1',
      }),
    ]);
    expect((await readAfter(api, '/api/users/me/cup-matches', eve.token, position)).json()).toEqual([]);
    expect((await api.call('GET', '/api/users/me/cup-matches')).statusCode).toBe(401);
    const removed = await api.call('DELETE', `/api/trips/${tripId}/members/${jo.user.id}`, { token: ada.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await readCup(api, jo.token, tripId, removed.json().position)).name).toBe('Fife Cup');
    expect((await readAfter(api, `/api/trips/${tripId}/members`, jo.token, removed.json().position)).statusCode).toBe(404);
  });

  it('a retried make with its Idempotency-Key answers the same match and game and writes nothing more', async () => {
    const send = () =>
      api.call('POST', `${cupUrl()}/matches`, {
        token: ada.token,
        headers: { 'idempotency-key': 'cup-retry-1' },
        body: { session: 3, format: 'singles', teams: [[gus.user.id], [ivy.user.id]], courseId: course.id, teeSetId: course.white },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    await expectNothingWritten(api, async () => {
      const again = await send();
      expect(again.statusCode, again.body).toBe(201);
      expect([again.json().id, again.json().gameId]).toEqual([first.json().id, first.json().gameId]);
    });
  });
});
