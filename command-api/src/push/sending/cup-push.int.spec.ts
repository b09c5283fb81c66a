import { Agent } from 'node:https';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../../../testing/push-service.ts';
import { newCourse, readAfter } from '../../games/testing/game-test-calls.ts';
import { makeMatch, playersOfMatch, scoreHoles, setCup, type Person } from '../../trips/cup/testing/cup-test-calls.ts';
import { addMember, addTripCourse, newTrip } from '../../trips/testing/trip-test-calls.ts';
import { startPushWorker, type RunningPushWorker } from './push-worker.ts';

/**
 * The cup's moments over real Web Push: a member follows the trip; a singles match is played to
 * its end, which also wins the cup; the follower hears the match decided and the cup won, once,
 * each opening the trip's cup.
 */
let api: TestApi;
let push: TestPushService;
let worker: RunningPushWorker;
const now = new Date('2026-06-12T09:00:00Z');
let ada: Person;
let bob: Person;
let cy: Person;
let tripId: string;
let matchGameId: string;
let position = '0';

beforeAll(async () => {
  push = await startTestPushService();
  api = await startTestApi({ PUSH_SERVICE_HOSTS: push.host });
  push.expectVapidKey((await api.call('GET', '/api/push/public-key')).json().publicKey);
  worker = await startPushWorker(api.config, pino({ level: 'silent' }), {
    pushAgent: new Agent({ ca: push.certificate }),
    clock: () => now,
    momentTickMs: 3_600_000,
    retryDelayMs: 50,
  });
  [ada, bob, cy] = [await api.register(), await api.register(), await api.register()];
  tripId = (await newTrip(api, ada.token, { name: 'Push Cup' })).id;
  await addMember(api, ada.token, tripId, bob.user.id);
  position = await addMember(api, ada.token, tripId, cy.user.id);
  const course = await newCourse(api, ada.token);
  position = await addTripCourse(api, ada.token, tripId, course.id, course.position);
  position = await setCup(api, ada.token, tripId, [ada], [bob]);
  const match = await makeMatch(api, ada.token, tripId, {
    session: 1,
    format: 'singles',
    teams: [[ada.user.id], [bob.user.id]],
    courseId: course.id,
    teeSetId: course.white,
  });
  position = match.position;
  matchGameId = match.gameId;
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await push?.close();
});

async function settled(): Promise<void> {
  await readAfter(api, `/api/trips/${tripId}/cup`, ada.token, position);
  await worker.watch.caughtUpTo(BigInt(position));
  for (let tries = 0; ; tries += 1) {
    const counts = await worker.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    if (tries > 200) throw new Error(`push jobs still pending: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the cup’s moments', () => {
  it('a trip’s follower hears the match decided and the cup won, each once, opening the cup', async () => {
    const browser: TestSubscription = push.subscribe();
    const followed = await api.call('POST', '/api/push/subscriptions', { token: cy.token, body: { subscription: browser, tripId } });
    expect(followed.statusCode, followed.body).toBe(201);
    position = followed.json().position;
    await settled();
    const playerOf = await playersOfMatch(api, ada.token, matchGameId, position);
    const hole = (adaStrokes: number) => ({ [ada.user.id]: adaStrokes, [bob.user.id]: 4 });
    // Ada wins holes 1 and 2 and halves to 17: 2 up with 1 to play, 2&1.
    // Ada, the match's admin, enters Bob's card for him, on purpose (decision 0700).
    position = await scoreHoles(
      api,
      ada.token,
      matchGameId,
      playerOf,
      [hole(3), hole(3), ...Array<ReturnType<typeof hole>>(15).fill(hole(4))],
      1,
      { onBehalf: true },
    );
    await settled();
    const received = push.delivered
      .filter((message) => message.subscriptionId === browser.id)
      .map((message) => JSON.parse(message.payload) as { title: string; body: string; url: string; kind: string; gameId: string })
      .map((payload) => [payload.kind, payload.title, payload.body, payload.url, payload.gameId === matchGameId]);
    const names = (await readAfter(api, `/api/trips/${tripId}/cup`, cy.token, position))
      .json()
      .teams.map((team: { players: { name: string }[] }) => team.players[0]!.name);
    expect(received.sort()).toEqual([
      [
        'cup_match_decided',
        'Red wins 2&1',
        `${names[0]} beat ${names[1]} 2&1 in session 1's singles. Red 1, Blue 0`,
        `/trips/${tripId}/cup`,
        true,
      ],
      ['cup_result', 'Red win The Cup', 'Red 1, Blue 0', `/trips/${tripId}/cup`, true],
    ]);
    // The last hole changes nothing the cup counts: no more notifications.
    position = await scoreHoles(api, ada.token, matchGameId, playerOf, [hole(4)], 18, { onBehalf: true });
    await settled();
    expect(push.delivered.filter((message) => message.subscriptionId === browser.id)).toHaveLength(2);
  });
});
