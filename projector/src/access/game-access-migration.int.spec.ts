import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { streamNames, type NewEvent } from '@golf/events';
import { listGameAccess, migrateReadDb, waitForPosition } from '@golf/read-db';
import { projections } from '../projections.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';

let db: ProjectedDatabase;
beforeAll(async () => {
  db = await startProjectedDatabase(projections);
});
afterAll(async () => {
  await db?.close();
});

const id = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [creator, bob, eve] = [id(1), id(2), id(3)];
const [gameA, gameB] = [id(11), id(12)];

/** An event as the app recorded it before access had events of its own (every schema at version 1). */
const legacy = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    userId: creator,
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2026-01-01T10:00:00.000Z',
    client: 'test',
    schemaVersion: 1,
  },
});

const created = (gameId: string, codes: string) =>
  legacy('GameCreated', {
    gameId,
    name: 'Old game',
    gameType: 'dogfight',
    scoringType: 'net',
    numberOfRounds: 1,
    targetPlayerCount: 4,
    pointsSystem: null,
    tripId: null,
    isNassau: false,
    useEightyPercentHandicap: false,
    payouts: [],
    createdBy: creator,
    adminCode: `A${codes}`,
    playerCode: `P${codes}`,
    viewCode: `V${codes}`,
  });
const added = (gameId: string, playerId: string, name: string, userId: string | null) =>
  legacy('PlayerAdded', { gameId, playerId, name, handicap: 10, ghinId: null, userId, teamNumber: null });

describe('migration 0007: game access', () => {
  it('backfills from the projected games and players exactly the grants a replay of the old events gives', async () => {
    await db.store.append(
      streamNames.game(gameA),
      [
        created(gameA, 'AAAA1'),
        added(gameA, id(21), 'Me', creator),
        added(gameA, id(22), 'Bob', bob),
        added(gameA, id(23), 'Typed', null),
        added(gameA, id(24), 'Eve', eve),
        legacy('PlayerRemoved', { gameId: gameA, playerId: id(24) }),
      ],
      { expectedRevision: 'no_stream' },
    );
    const last = await db.store.append(streamNames.game(gameB), [created(gameB, 'BBBB1'), added(gameB, id(31), 'Bob', bob)], {
      expectedRevision: 'no_stream',
    });
    expect(await waitForPosition(db.pool, last.position, 10_000)).toBe(true);

    const replayed = await snapshotReadModels(db.pool);
    expect((await listGameAccess(db.pool, gameA)).map((grant) => [grant.via, grant.userId, grant.playerIds, grant.grantedBy])).toEqual([
      ['creator', creator, [], null],
      ['player_account', bob, [id(22)], creator],
    ]);

    // The read side as it stood before 0007: no access table, no retired codes.
    await db.projector.stop();
    await db.pool.query(sql.unsafe`DROP TABLE read.game_access`);
    await db.pool.query(sql.unsafe`ALTER TABLE read.game_codes DROP COLUMN retired`);
    await db.pool.query(sql.unsafe`DELETE FROM read.schema_migrations WHERE file_name = '0007_game_access.sql'`);
    expect((await migrateReadDb(db.pool)).applied).toEqual(['0007_game_access.sql']);

    expect(await snapshotReadModels(db.pool)).toEqual(replayed);
  });
});
