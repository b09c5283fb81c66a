import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { expectNothingWritten, readAfter } from '../../games/testing/game-test-calls.ts';
import { readCup, setCup, type Person } from './testing/cup-test-calls.ts';
import { givenCupTrip, refusedWith, teamsBody, type CupTrip } from './testing/cup-trip-fixture.ts';

let api: TestApi;
let ada: Person, bob: Person, cy: Person, di: Person, gus: Person, hal: Person, ivy: Person, jo: Person, eve: Person;
let tripId: string;
let course: CupTrip['course'];
let otherCourse: CupTrip['course'];
let position: string;
let refused: ReturnType<typeof refusedWith>;

beforeAll(async () => {
  api = await startTestApi();
  ({ ada, bob, cy, di, gus, hal, ivy, jo, eve, tripId, course, otherCourse, position } = await givenCupTrip(api));
  refused = refusedWith(api);
});
afterAll(async () => {
  await api?.close();
});

const cupUrl = () => `/api/trips/${tripId}/cup`;

describe('the trip’s cup: its teams and pairings', () => {
  it('before its teams are set a member reads "no cup yet"; bad teams are refused with 400 and nothing written', async () => {
    const none = await readAfter(api, cupUrl(), cy.token, position);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('no cup yet');
    const put =
      (body: unknown, token = ada.token) =>
      () =>
        api.call('PUT', cupUrl(), { token, body });
    await refused(put({ ...teamsBody([ada], [bob]), teams: [teamsBody([ada], [bob]).teams[0]] }), 400, 'exactly two teams');
    await refused(
      put({ ...teamsBody([ada], [bob]), teams: [teamsBody([ada], [bob]).teams[0], teamsBody([ada], [bob]).teams[0]] }),
      400,
      'different names',
    );
    await refused(put(teamsBody([ada], [bob], { color: '#2c5aa0' })), 400, 'different colours');
    await refused(put(teamsBody([ada], [bob], { color: 'red' })), 400, '#rrggbb');
    await refused(put(teamsBody([ada, eve], [bob])), 400, 'not a member of the trip');
    await refused(put(teamsBody([ada, bob], [bob])), 400, 'both Red and Blue');
    await refused(put(teamsBody([ada], [bob], { captainId: bob.user.id })), 400, 'captain of Red');
    await refused(put(teamsBody([], [bob])), 400, 'at least one player');
    await refused(put({ ...teamsBody([ada], [bob]), holder: 2 }), 400, 'holder');
    await refused(put({ ...teamsBody([ada], [bob]), plannedPoints: 0.3 }), 400, 'half points');
    await refused(put({ ...teamsBody([ada], [bob]), sneaky: true }), 400, 'sneaky');
    await refused(put(teamsBody([ada], [bob]), bob.token), 403, 'organizers');
    await refused(put(teamsBody([ada], [bob]), eve.token), 404, 'Trip not found');
    expect((await api.call('PUT', cupUrl(), { body: teamsBody([ada], [bob]) })).statusCode).toBe(401);
  });

  it('an organizer sets two teams of four; members read the board; setting it the same again records nothing', async () => {
    position = await setCup(api, ada.token, tripId, [ada, cy, gus, hal], [bob, di, ivy, jo], { name: 'Fife Cup', plannedPoints: 4 });
    const cup = await readCup(api, cy.token, tripId, position);
    expect(cup).toMatchObject({
      name: 'Fife Cup',
      holder: null,
      plannedPoints: 4,
      pointsAvailable: 4,
      pointsToWin: 2.5,
      result: 'in_progress',
      winner: null,
      matches: [],
      mayManage: false,
      mayMakeMatches: false,
    });
    expect(cup.teams.map((t) => [t.name, t.color, t.captainId, t.players.length, t.points])).toEqual([
      ['Red', '#c0392b', ada.user.id, 4, 0],
      ['Blue', '#2c5aa0', bob.user.id, 4, 0],
    ]);
    expect(cup.venues).toEqual([
      {
        courseId: course.id,
        name: course.name,
        holes: 18,
        tees: [
          { id: course.white, name: 'White' },
          { id: course.blue, name: 'Blue' },
        ],
      },
    ]);
    expect((await readCup(api, bob.token, tripId, position)).mayMakeMatches).toBe(true);
    expect((await readCup(api, ada.token, tripId, position)).mayManage).toBe(true);
    expect((await readAfter(api, cupUrl(), eve.token, position)).statusCode).toBe(404);
    await expectNothingWritten(api, async () => {
      const again = await api.call('PUT', cupUrl(), {
        token: ada.token,
        body: { ...teamsBody([ada, cy, gus, hal], [bob, di, ivy, jo]), name: 'Fife Cup', plannedPoints: 4 },
      });
      expect(again.statusCode, again.body).toBe(200);
    });
  });

  it('a captain asks for a session’s pairings: everyone once, the same again for the same seed; a member may not', async () => {
    const ask = (token: string, body: unknown) =>
      api.call('POST', `${cupUrl()}/pairings`, { token, body, headers: { 'x-min-position': position } });
    const first = await ask(bob.token, { session: 1, format: 'four_ball' });
    expect(first.statusCode, first.body).toBe(200);
    const proposal = first.json();
    expect(proposal.matches).toHaveLength(2);
    expect(proposal.matches.flatMap((m: { teams: string[][] }) => m.teams[0]).sort()).toEqual(
      [ada, cy, gus, hal].map((p) => p.user.id).sort(),
    );
    expect(proposal.matches.flatMap((m: { teams: string[][] }) => m.teams[1]).sort()).toEqual(
      [bob, di, ivy, jo].map((p) => p.user.id).sort(),
    );
    expect((await ask(ada.token, { session: 1, format: 'four_ball', seed: proposal.seed })).json()).toEqual(proposal);
    await refused(() => ask(cy.token, { session: 1, format: 'four_ball' }), 403, 'captains');
    await refused(() => ask(eve.token, { session: 1, format: 'four_ball' }), 404, 'Trip not found');
    await refused(() => ask(bob.token, { session: 1, format: 'greensomes' }), 400, 'four_ball, foursomes or singles');
    await refused(() => ask(bob.token, { session: 0, format: 'singles' }), 400, 'session');
  });

  it('refuses a bad match with 400 (409 for a player already out in the session) and writes nothing', async () => {
    const match =
      (extra: Record<string, unknown>, token = bob.token) =>
      () =>
        api.call('POST', `${cupUrl()}/matches`, {
          token,
          headers: { 'x-min-position': position },
          body: {
            session: 9,
            format: 'singles',
            teams: [[ada.user.id], [bob.user.id]],
            courseId: course.id,
            teeSetId: course.white,
            ...extra,
          },
        });
    await refused(match({ format: 'four_ball' }), 400, 'each side has 2 players');
    await refused(match({ teams: [[bob.user.id], [ada.user.id]] }), 400, 'is not on Red');
    await refused(match({ teams: [[ada.user.id], [ada.user.id]] }), 400, 'only once');
    await refused(match({ courseId: otherCourse.id, teeSetId: otherCourse.white }), 400, 'not one of the trip’s courses');
    await refused(match({ teeSetId: otherCourse.white }), 400, 'not one of the course’s tees');
    await refused(match({ teeTime: '2026-02-30T08:00' }), 400, 'local date and time');
    await refused(match({ points: 0.3 }), 400, 'half points');
    await refused(match({ session: 0 }), 400, 'session');
    await refused(match({ points: 5 }), 409, 'planned points');
    await refused(match({}, cy.token), 403, 'captains');
    await refused(match({}, eve.token), 404, 'Trip not found');
  });
});
