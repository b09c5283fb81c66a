import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections, rebuildReadModels } from '@golf/projector';
import { waitForPosition } from '@golf/read-db';
import { snapshotReadModels } from '../projector/src/testing/read-model-snapshot.ts';
import { startTestApi, type TestApi } from './test-api.ts';
import { buildVariedHistory, HISTORY_SUPER_ADMIN } from './varied-history.ts';

/**
 * The read tables a live projector built, event by event as commands arrived, against those a
 * rebuild replays from the log: every row of every table of schema `read` must be identical.
 * The history goes through the real API, so this test lives beside the harness that runs
 * both (type-checked by tsconfig.tools.json: neither workspace may depend on the other).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: HISTORY_SUPER_ADMIN });
});
afterAll(async () => {
  await api?.close();
});

describe('rebuild comparison', () => {
  it('a rebuild from the log reproduces every read table of the live projector, row by row', { timeout: 120_000 }, async () => {
    const { last, player } = await buildVariedHistory(api);
    expect(await waitForPosition(api.pool, last, 10_000)).toBe(true);
    const live = await snapshotReadModels(api.pool);
    for (const table of [
      'users',
      'courses',
      'tee_sets',
      'games',
      'game_players',
      'player_rounds',
      'game_payouts',
      'hole_scores',
      'leaderboards',
      'game_access',
      'projected_games',
      'course_documents',
      'trips',
      'trip_members',
      'trip_courses',
      'cups',
      'cup_matches',
      'cup_match_players',
      'cup_match_results',
      'admin_totals',
      'admin_daily_activity',
      'admin_active_users',
      'admin_games',
      'admin_courses',
      'admin_user_counts',
      'handicap_games',
      'handicap_courses',
      'handicap_rounds',
      'handicap_records',
      'round_stats',
    ]) {
      expect(live[table]?.length ?? 0, `read.${table} has rows`).toBeGreaterThan(0);
    }
    expect(
      live.leaderboards!.some((row) => (JSON.parse((JSON.parse(row) as { view: string }).view) as { teams: unknown[] }).teams.length > 0),
      'a leaderboard has teams',
    ).toBe(true);

    // The golfer's record as the API answers it, before and after.
    const golfer = await api.call('POST', '/api/auth/login', { body: { email: player.email, password: player.password } });
    const readRecord = async () =>
      (await api.call('GET', '/api/users/me/handicap', { token: golfer.json().token as string })).json() as unknown;
    const record = await readRecord();
    expect(record).toMatchObject({ roundsCounted: 3, useAppIndex: true });

    // The app answers from the live tables while the rebuild builds its own (decision 0860).
    const rebuilding = rebuildReadModels({ store: api.store, pool: api.pool, projections });
    let done = false;
    const meanwhile: unknown[] = [];
    void rebuilding.finally(() => (done = true)).catch(() => undefined);
    while (!done) meanwhile.push(await readRecord());
    const rebuilt = await rebuilding;
    expect(meanwhile.length).toBeGreaterThan(0);
    for (const answer of meanwhile) expect(answer).toEqual(record);
    expect(rebuilt.events).toBeGreaterThan(100);
    expect(await snapshotReadModels(api.pool)).toEqual(live);
    expect(await readRecord()).toEqual(record);

    // Batch boundaries must not matter either: tiny batches split recomputes differently.
    await rebuildReadModels({ store: api.store, pool: api.pool, projections, batchSize: 3 });
    expect(await snapshotReadModels(api.pool)).toEqual(live);
    // Nor the lanes the projections replay in (decision 0861).
    await rebuildReadModels({ store: api.store, pool: api.pool, projections, lanes: 1 });
    expect(await snapshotReadModels(api.pool)).toEqual(live);

    // Health reads the projector's progress from the rebuilt checkpoint: caught up with the log.
    const health = (await api.call('GET', '/api/health')).json() as {
      projector: { checkpoint: string; head: string; lag: number; stalledSeconds: number | null };
    };
    expect(health.projector).toEqual({ checkpoint: health.projector.head, head: health.projector.head, lag: 0, stalledSeconds: null });
    expect(BigInt(health.projector.head)).toBeGreaterThanOrEqual(last);
  });
});
