import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadPool, waitForPosition } from '@golf/read-db';
import { snapshotReadModels } from '../projector/src/testing/read-model-snapshot.ts';
import { restoreBackup } from '../scripts/backup/restore-backup.ts';
import { writeBackup } from '../scripts/backup/write-backup.ts';
import { createTestDatabase, dropTestDatabase } from './test-database.ts';
import { startTestApi, type TestApi } from './test-api.ts';
import { buildVariedHistory, HISTORY_SUPER_ADMIN } from './varied-history.ts';

/**
 * `npm run backup` and `npm run restore` (scripts/backup): a varied history backed up from one
 * database and restored into another gives the same events, credentials and read tables, row by
 * row, and its users sign in; a database that is not empty and a file that is not a whole backup
 * are refused, changing nothing.
 */
let api: TestApi;
let dir: string;
let file: string;
const databases: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: HISTORY_SUPER_ADMIN });
  dir = mkdtempSync(join(tmpdir(), 'golf-backup-test-'));
  file = join(dir, 'golf.ndjson.gz');
});
afterAll(async () => {
  await api?.close();
  for (const url of databases) await dropTestDatabase(url);
  rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const url = await createTestDatabase();
  databases.push(url);
  return url;
}

/** Rows of `query` as JSON text, on a connection of its own. */
async function rowsOf(databaseUrl: string, query: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ row: string }>(query)).rows.map((row) => row.row);
  } finally {
    await client.end();
  }
}
const eventsOf = (url: string) =>
  rowsOf(url, 'SELECT (to_jsonb(e) - $$transaction_id$$)::text AS row FROM es.events e ORDER BY position'.replaceAll('$$', "'"));
const credentialsOf = async (url: string) => ({
  credentials: await rowsOf(url, 'SELECT to_jsonb(t)::text AS row FROM auth.credentials t ORDER BY user_id'),
  resetTokens: await rowsOf(url, 'SELECT to_jsonb(t)::text AS row FROM auth.reset_tokens t ORDER BY token_hash'),
});
const eventCount = async (url: string) => Number((await rowsOf(url, 'SELECT count(*)::text AS row FROM es.events'))[0]);

describe('backup and restore', () => {
  it(
    'restores a varied history elsewhere: the same events, credentials and read tables, and its users sign in',
    { timeout: 180_000 },
    async () => {
      const history = await buildVariedHistory(api);
      expect(await waitForPosition(api.pool, history.last, 10_000)).toBe(true);
      const backup = await writeBackup(api.config.DATABASE_URL, file);
      expect(backup.events).toBe(await api.countEvents());
      expect(backup.events).toBeGreaterThan(100);
      expect(backup.rows['auth.credentials']).toBeGreaterThan(5);
      expect(backup.rows['auth.reset_tokens']).toBeGreaterThan(0);

      const target = await emptyDatabase();
      const restored = await restoreBackup(target, file);
      expect(restored).toMatchObject({ events: backup.events, rows: backup.rows, rebuild: { events: backup.events } });

      expect(await eventsOf(target)).toEqual(await eventsOf(api.config.DATABASE_URL));
      expect(await credentialsOf(target)).toEqual(await credentialsOf(api.config.DATABASE_URL));
      const pool = await createReadPool(target);
      try {
        const original = await snapshotReadModels(api.pool);
        expect(Object.keys(original).length).toBeGreaterThan(20);
        expect(await snapshotReadModels(pool)).toEqual(original);
      } finally {
        await pool.end();
      }

      // A second restore into the now full database is refused, and changes nothing.
      await expect(restoreBackup(target, file)).rejects.toThrow(
        /is not empty \(\d+ events, \d+ rows in auth\.credentials.*restore goes into an empty database only/,
      );
      expect(await eventCount(target)).toBe(backup.events);

      // The app on the restored database: its users sign in (the JWT secret is a new one) and see their games.
      const databaseUrl = databases.pop()!;
      const after = await startTestApi({ SUPER_ADMIN_EMAILS: HISTORY_SUPER_ADMIN }, { databaseUrl });
      try {
        for (const person of [history.player, history.adminCreated]) {
          const login = await after.call('POST', '/api/auth/login', { body: person });
          expect(login.statusCode, login.body).toBe(200);
        }
        const token = (await after.call('POST', '/api/auth/login', { body: history.player })).json().token as string;
        const games = await after.call('GET', '/api/games', { token });
        expect(games.statusCode).toBe(200);
        expect(games.json()).toEqual(
          (
            await api.call('GET', '/api/games', {
              token: (await api.call('POST', '/api/auth/login', { body: history.player })).json().token,
            })
          ).json(),
        );
        const wrong = await after.call('POST', '/api/auth/login', { body: { ...history.player, password: 'not-the-password' } });
        expect(wrong.statusCode).toBe(401);
      } finally {
        await after.close();
      }
    },
  );

  it('refuses a file that is not a whole backup, saying why, and leaves the database empty', async () => {
    const target = await emptyDatabase();
    const valid = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    const header = JSON.parse(valid[0]!) as Record<string, unknown>;
    const cases: [string, Buffer, RegExp][] = [
      ['not gzip', Buffer.from('hello'), /is not a backup made by npm run backup \(it is not gzip-compressed\)/],
      [
        'another gzip file',
        gzipSync('{"rows":[1,2]}\n'),
        /is not a backup made by npm run backup \(its first line is not a golf-scoring-backup header\)/,
      ],
      [
        'a newer format',
        gzipSync(`${JSON.stringify({ ...header, version: 99 })}\n`),
        /is a version 99 backup; this version of the app restores version 1 only/,
      ],
      [
        'cut short',
        gzipSync(`${valid.slice(0, 60).join('\n')}\n`),
        /is incomplete: its header promises \d+ events .* it holds 59 events .* no end line/,
      ],
      ['compressed data cut short', readFileSync(file).subarray(0, 2_000), /is damaged after line \d+: unexpected end of file/],
      [
        'a line that is no event',
        gzipSync(`${[...valid.slice(0, 5), '{"event":{"position":"x"}}', ...valid.slice(5)].join('\n')}\n`),
        /line 6: not an event, a row or the end line/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const path = join(dir, `${name.replaceAll(' ', '-')}.gz`);
      writeFileSync(path, bytes);
      await expect(restoreBackup(target, path), name).rejects.toThrow(message);
      expect(await eventCount(target).catch(() => 0), name).toBe(0);
    }
    await expect(restoreBackup(target, join(dir, 'missing.gz'))).rejects.toThrow(/missing\.gz: cannot be opened \(ENOENT\)/);
  });
});
