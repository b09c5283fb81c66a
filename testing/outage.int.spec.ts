import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthView, LeaderboardView } from '@golf/contracts';
import { startWorker, type RunningWorker } from '@golf/command-api';
import { projections, rebuildReadModels } from '@golf/projector';
import { waitForPosition } from '@golf/read-db';
import { startedGame } from '../command-api/src/games/testing/score-test-calls.ts';
import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '../command-api/src/http/dependency-outage.ts';
import { snapshotReadModels } from '../projector/src/testing/read-model-snapshot.ts';
import { scoreKey, scoreUntilStopped } from './scoring-under-faults.ts';
import { redisServerInstalled, startStoppablePostgres, startStoppableRedis, type StoppableServer } from './stoppable-servers.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/**
 * PostgreSQL and Redis stopped and started while phones post scores through the API, with the
 * projector and the job worker running: every answer is a score saved or a 503 with Retry-After
 * and the outage message (never a 500), the API, projector and worker come back by themselves,
 * every acknowledged score is on the leaderboard, and the read tables equal a rebuild. The
 * servers are the test's own (a PostgreSQL cluster and a redis-server on free ports), never the
 * run's shared ones.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasRedisServer = redisServerInstalled();

let postgres: StoppableServer;
let redis: StoppableServer | null = null;
let api: TestApi;
let worker: RunningWorker;

if (!hasRedisServer)
  console.log(
    '[outage] SKIPPED: no redis-server binary on the PATH, so this test cannot stop and start a Redis of its own ' +
      '(Debian/Ubuntu: sudo apt-get install redis-server)',
  );

beforeAll(async () => {
  if (!hasRedisServer) return;
  postgres = await startStoppablePostgres();
  redis = await startStoppableRedis();
  api = await startTestApi({}, { databaseUrl: postgres.url, redisUrl: redis.url, keepDatabase: true });
  worker = await startWorker(api.config);
}, 60_000);

afterAll(async () => {
  // A failed check may have left a server stopped: closing the clients needs them back.
  await postgres?.start();
  await redis?.start();
  await worker?.close();
  await api?.close();
  await redis?.remove();
  await postgres?.remove();
}, 60_000);

async function health(): Promise<{ statusCode: number; body: HealthView }> {
  const response = await api.call('GET', '/api/health');
  return { statusCode: response.statusCode, body: response.json() };
}

async function requestReset(email: string, idempotencyKey: string) {
  return api.call('POST', '/api/auth/request-password-reset', { body: { email }, headers: { 'idempotency-key': idempotencyKey } });
}

const mails = () => (existsSync(api.config.OUTBOX_DIR) ? readdirSync(api.config.OUTBOX_DIR) : []);

async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

describe.runIf(hasRedisServer)('PostgreSQL and Redis stopped and started while scores are posted', () => {
  it('answers 503 with Retry-After meanwhile, recovers by itself and loses no acknowledged score', { timeout: 90_000 }, async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, {
      players: ['Ann', 'Bob', 'Cal', 'Dee'].map((name, index) => ({ name, courseHandicap: index * 6 })),
    });
    const outage = { statusCode: 503, retryAfter: String(OUTAGE_RETRY_AFTER_SECONDS), message: OUTAGE_MESSAGE };
    /** Each server stopped counts as one fault; the spells are described for the output. */
    let faultsInjected = 0;
    const faults: string[] = [];
    let faulting = true;
    const scoring = scoreUntilStopped({
      api,
      token: admin.token,
      gameId: game.gameId,
      playerIds: game.playerIds,
      keepGoing: () => faulting,
      outageMessage: OUTAGE_MESSAGE,
      retryAfter: outage.retryAfter,
      retryMs: 150,
    });

    // Redis away: scores are still saved; a password reset cannot queue its e-mail, so it answers 503 and stores no token.
    await sleep(1000);
    await redis!.stop();
    faultsInjected += 1;
    faults.push('Redis stopped for 2 s');
    const redisDown = await health();
    expect(redisDown.statusCode).toBe(200);
    expect(redisDown.body).toMatchObject({ status: 'degraded', redis: 'error', eventStore: 'ok', readDb: 'ok' });
    expect(redisDown.body.message).toContain('Job queues (Redis) is not answering');
    const refused = await requestReset(admin.user.email, 'reset-asked-while-redis-away');
    expect({ statusCode: refused.statusCode, retryAfter: refused.headers['retry-after'], message: refused.json().message }).toEqual(outage);
    await sleep(1500);
    await redis!.start();
    await eventually('Redis answering the API again', async () => (await health()).body.redis === 'ok', 10_000);

    // PostgreSQL away (a fast shutdown ends every session): 503s; health names both PostgreSQL parts.
    await sleep(500);
    await postgres.stop();
    faultsInjected += 1;
    faults.push('PostgreSQL stopped for 2.5 s');
    const postgresDown = await health();
    expect(postgresDown.statusCode).toBe(503);
    expect(postgresDown.body).toMatchObject({ status: 'down', eventStore: 'error', readDb: 'error' });
    expect(postgresDown.body.message).toMatch(/^Event log \(PostgreSQL\) is not answering; Database \(PostgreSQL/);
    await sleep(2500);
    await postgres.start();

    // Both away at once.
    await sleep(1500);
    await Promise.all([postgres.stop(), redis!.stop()]);
    faultsInjected += 2;
    faults.push('PostgreSQL and Redis stopped together for 2 s');
    await sleep(2000);
    await Promise.all([postgres.start(), redis!.start()]);
    faulting = false;

    // Everything comes back by itself: health ok, the projector past the last acknowledged score.
    const recoveredMs = await eventually('health ok again', async () => (await health()).body.status === 'ok', 30_000);
    const tally = await scoring;
    expect(await waitForPosition(api.pool, tally.lastPosition, 30_000)).toBe(true);
    // The worker reconnected: the reset refused above, sent again as a phone would, is mailed once.
    expect((await requestReset(admin.user.email, 'reset-asked-while-redis-away')).statusCode).toBe(200);
    await eventually('the reset e-mail delivered by the worker', () => mails().length > 0, 15_000);
    expect(mails()).toHaveLength(1);

    const board = (await api.call('GET', `/api/games/${game.gameId}/leaderboard`, { token: admin.token })).json() as LeaderboardView;
    const onBoard = new Map<string, number | null>();
    for (const entry of board.entries)
      for (const hole of entry.scorecards[0]!.holes) onBoard.set(scoreKey(entry.player.id, hole.holeNumber), hole.strokes);
    const lost = [...tally.acknowledged].filter(([key, strokes]) => onBoard.get(key) !== strokes);

    const live = await snapshotReadModels(api.pool);
    await api.projector.stop();
    await rebuildReadModels({ store: api.store, pool: api.pool, projections });
    const rebuilt = await snapshotReadModels(api.pool);

    console.log(
      `[outage] faults injected: ${faultsInjected} server stops (${faults.join('; ')}); scores posted: ${tally.posted} requests, ` +
        `acknowledged: ${tally.acknowledgedCount} (${tally.acknowledged.size} hole scores), answered 503: ${tally.unavailable}, ` +
        `other answers: ${tally.unexpected.length}, lost: ${lost.length}; healthy again ${recoveredMs} ms after the last restart`,
    );
    expect(tally.unexpected).toEqual([]);
    expect(tally.unavailable).toBeGreaterThan(0);
    expect(tally.acknowledged.size).toBe(4 * 18);
    expect(lost).toEqual([]);
    expect(rebuilt).toEqual(live);
  });
});
