import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { LiveChange } from '@golf/contracts';
import type { DatabasePool } from 'slonik';
import { waitForPosition } from '@golf/read-db';

/**
 * Processes of ours started the way production starts them (`tsx <entry>`), their JSON calls and
 * their live streams, for the tests that run several APIs and projectors side by side.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const children = new Set<ChildProcess>();

/** Kills whatever a test left running. */
export async function killChildren(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  /** Resolves once the output holds `text`. */
  saw: (text: string) => Promise<void>;
  exited: Promise<NodeJS.Signals | number | null>;
}

export function start(entry: string, env: Record<string, string>, databaseUrl: string): Child {
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
export function apiAt(baseUrl: string) {
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
export async function listen(url: string) {
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

export type Api = ReturnType<typeof apiAt>;

/** A registered user's started one-round game of two players on an 18-hole course, projected. */
export async function startedGame(on: Api, pool: DatabasePool) {
  const tag = randomBytes(3).toString('hex');
  const { token } = await on<{ token: string }>(
    'POST',
    '/api/auth/register',
    null,
    {
      username: `scale${tag}`,
      email: `scale-${tag}@example.com`,
      firstName: 'Sam',
      lastName: 'Scale',
      handicap: 10,
      password: 'secret123',
    },
    201,
  );
  const { course } = await on<{ course: { id: string } }>(
    'POST',
    '/api/courses',
    token,
    { name: 'Scale Links', location: 'Here', holes: 18 },
    201,
  );
  const holes = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, handicap: i + 1, yardage: 400 }));
  const tee = await on<{ teeSet: { id: string }; position: string }>(
    'POST',
    `/api/courses/${course.id}/tees`,
    token,
    { name: 'White', color: 'white', rating: 72, slope: 113, totalYardage: 7200, holes },
    201,
  );
  const { id: gameId } = await on<{ id: string }>(
    'POST',
    '/api/games',
    token,
    { name: 'Scale Game', numberOfRounds: 1, targetPlayerCount: 2 },
    201,
  );
  const players: string[] = [];
  for (const name of ['Ann', 'Bob'])
    players.push(
      (await on<{ player: { id: string } }>('POST', `/api/games/${gameId}/players`, token, { name, handicap: 10 }, 201)).player.id,
    );
  expect(await waitForPosition(pool, BigInt(tee.position), 20_000)).toBe(true);
  await on('POST', `/api/games/${gameId}/rounds`, token, { roundNumber: 1, courseId: course.id });
  await on('POST', `/api/games/${gameId}/calculate-course-handicaps`, token, { roundNumber: 1, teeSetId: tee.teeSet.id });
  const started = await on<{ position: string }>('POST', `/api/games/${gameId}/rounds/1/start`, token);
  expect(await waitForPosition(pool, BigInt(started.position), 20_000)).toBe(true);
  return { token, gameId, players };
}
