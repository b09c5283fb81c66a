import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, type LeaderboardView } from '@golf/contracts';
import { createEventStore } from '@golf/events/store';
import { projections, rebuildReadModels } from '@golf/projector';
import { createReadPool } from '@golf/read-db';
import { snapshotReadModels } from '../projector/src/testing/read-model-snapshot.ts';
import { findFreePort } from '../scripts/local/free-port.ts';
import { apiAt, killChildren, listen, start, startedGame, type Api } from './process-kit.ts';
import { createTestDatabase, dropTestDatabase, testRedisUrl } from './test-database.ts';

/**
 * The layout `docker compose` runs, on one machine without Docker: two API processes and two
 * projector processes on one PostgreSQL and one Redis. A phone streaming from API B hears a score
 * entered through API A (with the board's patch), and when the active projector is killed
 * mid-stream the standby takes over, with the read tables equal to a rebuild.
 */
let databaseUrl: string;
let workDir: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  workDir = mkdtempSync(join(tmpdir(), 'golf-scale-out-'));
});
afterAll(async () => {
  await killChildren();
  rmSync(workDir, { recursive: true, force: true });
  await dropTestDatabase(databaseUrl);
});

describe('two APIs and two projectors on one database', () => {
  it(
    'streams a score entered on one API to a phone on the other, and survives the active projector killed mid-stream',
    { timeout: 120_000 },
    async () => {
      const projectorA = start('projector/src/main.ts', {}, databaseUrl);
      await projectorA.saw('"Projector active"');
      const projectorB = start('projector/src/main.ts', {}, databaseUrl);
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
        const api = start(
          'command-api/src/server.ts',
          { ...shared, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
          databaseUrl,
        );
        await api.saw('API listening at');
        urls.push(`http://127.0.0.1:${port}`);
      }
      const [onA, onB] = urls.map(apiAt) as [Api, Api];

      const pool = await createReadPool(databaseUrl);
      const store = await createEventStore({ databaseUrl });
      try {
        // Set up a game through API A.
        const { token, gameId, players } = await startedGame(onA, pool);

        // A phone on API B holds the board and streams; the score goes in through API A.
        const board = await onB<LeaderboardView>('GET', `/api/games/${gameId}/leaderboard`, token);
        // The phone's ticket comes from API A and opens the stream on API B: tickets are signed, not stored.
        const { ticket } = await onA<{ ticket: string }>('POST', `/api/games/${gameId}/live-ticket`, token);
        const phone = await listen(`${urls[1]}/api/games/${gameId}/live?ticket=${ticket}`);
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
