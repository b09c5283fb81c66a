import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveChange } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, newCourse, newGame } from '../../games/testing/game-test-calls.ts';
import { enterScore, setCourseHandicaps } from '../../games/testing/score-test-calls.ts';
import { addMember, newTrip } from '../testing/trip-test-calls.ts';

let api: TestApi;
let baseUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api?.close();
});

/** The `changed` positions of an open stream, as they arrive. */
async function follow(url: string, minPosition: string) {
  const controller = new AbortController();
  // Read-your-writes, as for any read: the trip the stream checks membership of is in the tables.
  const response = await fetch(url, { signal: controller.signal, headers: { 'x-min-position': minPosition } });
  const positions: bigint[] = [];
  const reading = (async () => {
    if (!response.body) return;
    let buffer = '';
    for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: changed$/m.test(frame) ? /^data: (.*)$/m.exec(frame)?.[1] : undefined;
        if (data) positions.push(BigInt(LiveChange.parse(JSON.parse(data)).position));
      }
    }
  })().catch(() => undefined);
  const reached = async (position: bigint, withinMs = 10_000) => {
    const deadline = Date.now() + withinMs;
    while (!positions.some((p) => p >= position)) {
      if (Date.now() > deadline) throw new Error(`no change at ${position} within ${withinMs} ms (saw ${positions.join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { status: response.status, reached, close: () => controller.abort(), reading };
}

describe('GET /api/trips/{id}/live', () => {
  it('tells a member of changes to the trip and to each of its games, over one stream', async () => {
    const ada = await api.register();
    const bob = await api.register();
    const trip = await newTrip(api, ada.token);
    await addMember(api, ada.token, trip.id, bob.user.id);
    const course = await newCourse(api, ada.token);
    const { id: gameId } = await newGame(api, ada.token, { tripId: trip.id, targetPlayerCount: 2 });
    const { ids } = await addPlayers(api, ada.token, gameId, [
      { name: 'Ada', handicap: 0 },
      { name: 'Cal', handicap: 0 },
    ]);
    await api.call('POST', `/api/games/${gameId}/rounds`, {
      token: ada.token,
      body: { roundNumber: 1, courseId: course.id },
      headers: { 'x-min-position': course.position },
    });
    await setCourseHandicaps(api, ada.token, gameId, 1, course.white, ids, [0, 0]);
    const started = await api.call('POST', `/api/games/${gameId}/rounds/1/start`, { token: ada.token });

    const ticket = await api.call('POST', `/api/trips/${trip.id}/live-ticket`, { token: bob.token });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const live = await follow(
      `${baseUrl}/api/trips/${trip.id}/live?ticket=${ticket.json().ticket}`,
      started.json<{ position: string }>().position,
    );
    expect(live.status).toBe(200);
    await live.reached(BigInt(started.json().position));
    const scored = await enterScore(api, ada.token, gameId, { playerId: ids[0]!, holeNumber: 1, strokes: 4 });
    await live.reached(BigInt(scored.position));
    const added = await addMember(api, ada.token, trip.id, (await api.register()).user.id);
    await live.reached(BigInt(added));
    live.close();
    await live.reading;
  });

  it('answers 404 to someone not in the trip and 401 without a token or with a session token in the URL', async () => {
    const ada = await api.register();
    const dan = await api.register();
    const trip = await newTrip(api, ada.token);
    expect((await api.call('GET', `/api/trips/${trip.id}/live`, { token: dan.token })).statusCode).toBe(404);
    expect((await api.call('POST', `/api/trips/${trip.id}/live-ticket`, { token: dan.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/trips/${trip.id}/live`)).statusCode).toBe(401);
    // Never the session token in the URL; a game's ticket does not open the trip.
    expect((await api.call('GET', `/api/trips/${trip.id}/live?token=${ada.token}`)).statusCode).toBe(401);
    expect((await api.call('GET', `/api/trips/${trip.id}/live?ticket=${ada.token}`)).statusCode).toBe(401);
  });
});
