import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { runMigrations } from '../migrations/run-migrations.ts';
import { migrateReadDb, readMigrationsDirectory } from '../migrations/read-schema.ts';
import { getLeaderboard } from './get-leaderboard.ts';

let databaseUrl: string;
let pool: DatabasePool;
let before0006: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  before0006 = await mkdtemp(join(tmpdir(), 'golf-read-0005-'));
  for (const file of await readdir(readMigrationsDirectory)) {
    if (/^000[1-5]_/.test(file)) await copyFile(join(readMigrationsDirectory, file), join(before0006, file));
  }
});
afterAll(async () => {
  await pool?.end();
  if (databaseUrl) await dropTestDatabase(databaseUrl);
  if (before0006) await rm(before0006, { recursive: true, force: true });
});

const game = 'a0000000-0000-4000-8000-00000000000a';
const ann = 'a0000000-0000-4000-8000-0000000000a1';
const bob = 'a0000000-0000-4000-8000-0000000000b1';
const card = { roundNumber: 1, courseHandicap: 3, holes: [], totals: { points: 4, gross: 4, net: 3, birdiesPlus: 0 } };

describe('migration 0006: leaderboards as documents', () => {
  it('carries the boards of 0005 over in the view’s shape, lines in display order with their players, then drops the old tables', async () => {
    await runMigrations(pool, { directory: before0006, table: 'schema_migrations', schema: 'read' });
    await pool.query(sql.unsafe`
      INSERT INTO read.games (id, name, game_type, scoring_type, created_by, admin_code, player_code, view_code, created_at, updated_at)
      VALUES (${game}, 'Old', 'best_ball', 'net', ${ann}, 'A1', 'P1', 'V1', now(), now())`);
    await pool.query(sql.unsafe`
      INSERT INTO read.game_players (id, game_id, name, handicap, team_number, added_position) VALUES
        (${ann}, ${game}, 'Ann', 5.5, 1, 1), (${bob}, ${game}, 'Bob', 12, 2, 2)`);
    const details = (won: number) => sql.jsonb({ match: null, skins: { won, valueCents: 100 }, scorecards: [card] });
    await pool.query(sql.unsafe`
      INSERT INTO read.leaderboard_entries (game_id, round_number, player_id, sort_order, position, tied, total_points, total_strokes,
        total_net_score, par_for_holes_played, to_par, holes_played, current_quota, quota_delta, details) VALUES
        (${game}, 0, ${bob}, 0, 1, false, 4, 4, 3, 4, '-1', 1, NULL, NULL, ${details(1)}),
        (${game}, 0, ${ann}, 1, 2, false, 2, 4, 4, 4, 'E', 1, NULL, NULL, ${details(0)})`);
    await pool.query(sql.unsafe`
      INSERT INTO read.leaderboard_teams (game_id, round_number, team_number, sort_order, name, position, tied, total_points, total_strokes, holes_played, player_ids)
      VALUES (${game}, 0, 2, 0, 'Team 2', 1, false, 4, 4, 1, ${sql.jsonb([bob])})`);
    await pool.query(sql.unsafe`
      INSERT INTO read.leaderboard_results (game_id, round_number, skins, nassau, payouts, prize_pool_cents, summary) VALUES
        (${game}, 0, NULL, '[]', '[]', 0, ${sql.jsonb({ eagles: 0, birdies: 1, pars: 1, bogeys: 0, doubles: 0, birdiesPlus: 1 })}),
        (${game}, 1, NULL, '[]', '[]', 0, ${sql.jsonb({ eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0, birdiesPlus: 0 })})`);

    expect((await migrateReadDb(pool)).applied).toContain('0006_leaderboard_documents.sql');

    const overall = await getLeaderboard(pool, game, 0);
    expect(overall?.entries.map((e) => [e.player, e.position, e.toPar, e.skins, e.match, e.scorecards])).toEqual([
      [{ id: bob, name: 'Bob', handicap: 12, teamNumber: 2, userId: null }, 1, '-1', { won: 1, valueCents: 100 }, null, [card]],
      [{ id: ann, name: 'Ann', handicap: 5.5, teamNumber: 1, userId: null }, 2, 'E', { won: 0, valueCents: 100 }, null, [card]],
    ]);
    expect(overall?.teams).toEqual([{ teamNumber: 2, name: 'Team 2', position: 1, tied: false, totalPoints: 4, totalStrokes: 4, holesPlayed: 1, playerIds: [bob] }]);
    expect(overall?.summary.birdies).toBe(1);
    expect(await getLeaderboard(pool, game, 1)).toMatchObject({ entries: [], teams: [], skins: null, payouts: [], prizePoolCents: 0 });
    const left = await pool.anyFirst(sql.unsafe`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'read' AND table_name LIKE 'leaderboard%' ORDER BY 1`);
    expect(left).toEqual(['leaderboards']);
  });
});
