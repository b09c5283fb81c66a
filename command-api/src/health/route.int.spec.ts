import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPosition } from '@golf/read-db';
import { withRedisAway } from '../../../testing/redis-away.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // One second standing still with events waiting counts as stalled here (10 by default).
  api = await startTestApi({ PROJECTOR_STALL_SECONDS: '1' });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/health', () => {
  it('answers 200 with every dependency ok and the projector caught up', async () => {
    const { position } = await api.register();
    await waitForPosition(api.pool, BigInt(position), 5000);
    const response = await api.call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      message: 'Every part is working.',
      parts: [
        expect.objectContaining({ part: 'eventStore', name: 'Event log (PostgreSQL)', required: true, status: 'ok' }),
        expect.objectContaining({ part: 'readDb', required: true, status: 'ok' }),
        expect.objectContaining({ part: 'redis', name: 'Job queues (Redis)', required: false, status: 'ok' }),
        expect.objectContaining({ part: 'projector', required: false, status: 'ok', detail: 'Up to date.' }),
        expect.objectContaining({ part: 'streams', required: false, status: 'ok', detail: 'Every stream is projected.' }),
      ],
      eventStore: 'ok',
      readDb: 'ok',
      redis: 'ok',
      projector: { checkpoint: position, head: position, lag: 0, stalledSeconds: null },
      setAside: [],
    });
  });

  it('reports the lag while the projector is behind', async () => {
    await api.projector.stop();
    const { position } = await api.register();
    const last = await api.register();
    // The log shows an event once every older transaction on the server has ended: poll briefly.
    let body = (await api.call('GET', '/api/health')).json();
    for (let tries = 0; body.projector.head !== last.position && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      body = (await api.call('GET', '/api/health')).json();
    }
    expect(body.projector.head).toBe(last.position);
    expect(body.projector.lag).toBe(2);
    expect(BigInt(body.projector.checkpoint)).toBeLessThan(BigInt(position));

    // No projector runs: once it has stood still with events waiting past the limit, health says it stopped.
    for (let tries = 0; body.projector.stalledSeconds < 1 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      body = (await api.call('GET', '/api/health')).json();
    }
    expect(body).toMatchObject({
      status: 'degraded',
      message: 'Projector (keeps leaderboards up to date) has stopped advancing. Scores are still saved.',
      projector: { lag: 2, stalledSeconds: expect.any(Number) },
    });
    expect(body.parts.find((part: { part: string }) => part.part === 'projector').status).toBe('stalled');

    await api.restartProjector();
    await waitForPosition(api.pool, BigInt(last.position), 10_000);
    expect((await api.call('GET', '/api/health')).json()).toMatchObject({ status: 'ok', projector: { lag: 0, stalledSeconds: null } });
  });

  it('answers 200 degraded, naming the job queues, when Redis does not answer (scores are still saved)', async () => {
    const response = await withRedisAway(api, (call) => call('GET', '/api/health'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      message: 'Job queues (Redis) is not answering. Scores are still saved.',
      redis: 'error',
      readDb: 'ok',
      eventStore: 'ok',
    });
  });
});
