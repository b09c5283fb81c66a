import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, LiveChange, type LeaderboardView } from '@golf/contracts';
import { createEventStore } from '@golf/events/store';
import { projections, rebuildReadModels } from '@golf/projector';
import { createReadPool, waitForPosition } from '@golf/read-db';
import { snapshotReadModels } from '../projector/src/testing/read-model-snapshot.ts';
import { findFreePort } from '../scripts/local/free-port.ts';
import { createTestDatabase, dropTestDatabase, testRedisUrl } from './test-database.ts';

/**
 * The layout `docker compose` runs, on one machine without Docker: two API processes and two
 * projector processes on one PostgreSQL and one Redis. A phone streaming from API B hears a score
 * entered through API A (with the board's patch), and when the active projector is killed
 * mid-stream the standby takes over, with the read tables equal to a rebuild.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const children = new Set<ChildProcess>();
let databaseUrl: string;
let workDir: string;

interface Child {
  process: ChildProcess;
  output: () => string;
  /** Resolves once the output holds `text`. */
  saw: (text: string) => Promise<void>;
  exited: Promise<NodeJS.Signals | number | null>;
}

function start(entry: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const waiting: Array<{ text: string; resolve: () => void }> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter((w) => output.includes(w.text))) wait.resolve();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(signal ?? code);
    }),
  );
  return {
    process: child,
    output: () => output,
    saw: (text) =>
      output.includes(text)
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            waiting.push({ text, resolve });
            void exited.then((how) => reject(new Error(`${entry} ended (${String(how)}) before "${text}":\n${output}`)));
          }),
    exited,
  };
}

/** A JSON call to one API process. */
function apiAt(baseUrl: string) {
  return async <T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown, status = 200) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBe(status);
    return JSON.parse(text) as T;
  };
}

/** The `changed` events of a live stream, read as they come. */
async function listen(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<LiveChange> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) return LiveChange.parse(JSON.parse(data.slice(6)));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the live stream ended');
      buffer += value;
    }
  };
  return {
    /** The first change at or past `position`. */
    async reaching(position: string): Promise<LiveChange> {
      for (;;) {
        const change = await next();
        if (BigInt(change.position) >= BigInt(position)) return change;
      }
    },
    close: () => controller.abort(),
  };
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  workDir = mkdtempSync(join(tmpdir(), 'golf-scale-out-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve))));
  rmSync(workDir, { recursive: true, force: true });
  await dropTestDatabase(databaseUrl);
});

describe('two APIs and two projectors on one database', () => {
  it(
    'streams a score entered on one API to a phone on the other, and survives the active projector killed mid-stream',
    { timeout: 120_000 },
    async () => {
      const projectorA = start('projector/src/main.ts', {});
      await projectorA.saw('"Projector active"');
      const projectorB = start('projector/src/main.ts', {});
      await projectorB.saw('Another projector is active');

      const shared = {
        REDIS_URL: testRedisUrl(),
        JWT_SECRET: randomBytes(32).toString('base64url'),
        BULLMQ_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: join(workDir, 'outbox'),
        FRONTEND_DIST: join(workDir, 'no-frontend'),
      };
      const urls = [];
      for (let count = 0; count < 2; count += 1) {
        const port = await findFreePort();
        const api = start('command-api/src/server.ts', { ...shared, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
        await api.saw('API listening at');
        urls.push(`http://127.0.0.1:${port}`);
      }
      const [onA, onB] = urls.map(apiAt) as [ReturnType<typeof apiAt>, ReturnType<typeof apiAt>];

      // Set up a game through API A.
      const { token } = await onA<{ token: string }>(
        'POST',
        '/api/auth/register',
        null,
        {
          username: `scale${randomBytes(3).toString('hex')}`,
          email: `scale-${randomBytes(3).toString('hex')}@example.com`,
          firstName: 'Sam',
          lastName: 'Scale',
          handicap: 10,
          password: 'secret123',
        },
        201,
      );
      const { course } = await onA<{ course: { id: string } }>(
        'POST',
        '/api/courses',
        token,
        { name: 'Scale Links', location: 'Here', holes: 18 },
        201,
      );
      const holes = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, handicap: i + 1, yardage: 400 }));
      const tee = await onA<{ teeSet: { id: string }; position: string }>(
        'POST',
        `/api/courses/${course.id}/tees`,
        token,
        { name: 'White', color: 'white', rating: 72, slope: 113, totalYardage: 7200, holes },
        201,
      );
      const { id: gameId } = await onA<{ id: string }>(
        'POST',
        '/api/games',
        token,
        { name: 'Scale Game', numberOfRounds: 1, targetPlayerCount: 2 },
        201,
      );
      const players: string[] = [];
      for (const name of ['Ann', 'Bob'])
        players.push(
          (await onA<{ player: { id: string } }>('POST', `/api/games/${gameId}/players`, token, { name, handicap: 10 }, 201)).player.id,
        );
      const pool = await createReadPool(databaseUrl);
      const store = await createEventStore({ databaseUrl });
      try {
        expect(await waitForPosition(pool, BigInt(tee.position), 20_000)).toBe(true);
        await onA('POST', `/api/games/${gameId}/rounds`, token, { roundNumber: 1, courseId: course.id });
        await onA('POST', `/api/games/${gameId}/calculate-course-handicaps`, token, { roundNumber: 1, teeSetId: tee.teeSet.id });
        const started = await onA<{ position: string }>('POST', `/api/games/${gameId}/rounds/1/start`, token);
        expect(await waitForPosition(pool, BigInt(started.position), 20_000)).toBe(true);

        // A phone on API B holds the board and streams; the score goes in through API A.
        const board = await onB<LeaderboardView>('GET', `/api/games/${gameId}/leaderboard`, token);
        const phone = await listen(`${urls[1]}/api/games/${gameId}/live?token=${token}`);
        await phone.reaching('0');
        const entered = await onA<{ position: string }>('POST', `/api/games/${gameId}/scores`, token, {
          playerId: players[0],
          roundNumber: 1,
          holeNumber: 1,
          strokes: 3,
        });
        const change = await phone.reaching(entered.position);
        const overall = change.boards?.find((b) => b.round === 0);
        expect(overall?.base).toBe(board.version);
        expect(applyPatch(board, overall!.patch)).toEqual(await onB<LeaderboardView>('GET', `/api/games/${gameId}/leaderboard`, token));

        // The active projector dies while scores keep coming; the standby takes the lock and catches up.
        const scoring = (async () => {
          let last = entered.position;
          for (let hole = 2; hole <= 12; hole += 1) {
            const on = hole % 2 === 0 ? onB : onA;
            last = (
              await on<{ position: string }>('POST', `/api/games/${gameId}/scores`, token, {
                playerId: players[1],
                roundNumber: 1,
                holeNumber: hole,
                strokes: 4,
              })
            ).position;
            if (hole === 4) projectorA.process.kill('SIGKILL');
          }
          return last;
        })();
        const last = await scoring;
        expect(await projectorA.exited).toBe('SIGKILL');
        await projectorB.saw('"Projector active"');
        const seen = await phone.reaching(last);
        expect(BigInt(seen.position)).toBeGreaterThanOrEqual(BigInt(last));
        phone.close();

        const live = await snapshotReadModels(pool);
        projectorB.process.kill('SIGTERM');
        await projectorB.exited;
        await rebuildReadModels({ store, pool, projections });
        expect(await snapshotReadModels(pool)).toEqual(live);
      } finally {
        await store.close();
        await pool.end();
      }
    },
  );
});
