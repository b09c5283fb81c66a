import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { migrateReadDb } from '../migrations/read-schema.ts';
import { findGameByCode, findPlayerGameId, takenGameCodes } from './game-codes.ts';
import { getGameById, listGamePayouts, listPlayerRounds } from './get-game.ts';
import { listGamesForUser } from './list-games.ts';

let databaseUrl: string;
let pool: DatabasePool;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [owner, golfer, stranger] = [id(1), id(2), id(3)];
const holder = (userId: string) => ({ userId, email: `${userId}@example.com` });
const [gameA, gameB, gameC] = [id(11), id(12), id(13)];
const course = id(21);
const tee = id(31);
const [p1, p2, p3] = [id(41), id(42), id(43)];

async function insertGame(gameId: string, name: string, createdBy: string, status: string, createdAt: string, code: string) {
  await pool.query(sql.unsafe`
    INSERT INTO read.games (id, name, game_type, status, scoring_type, created_by, admin_code, player_code, view_code, points_system, created_at, updated_at)
    VALUES (${gameId}, ${name}, 'dogfight', ${status}, 'net', ${createdBy}, ${`A${code}`}, ${`P${code}`}, ${`V${code}`},
            ${sql.jsonb({ eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 })}, ${createdAt}, ${createdAt})`);
  await pool.query(sql.unsafe`
    INSERT INTO read.game_access (grant_id, game_id, user_id, access_level, via) VALUES (${gameId}, ${gameId}, ${createdBy}, 'admin', 'creator')`);
  for (const [prefix, level] of [
    ['A', 'admin'],
    ['P', 'player'],
    ['V', 'viewer'],
  ] as const) {
    await pool.query(
      sql.unsafe`INSERT INTO read.game_codes (code, game_id, access_level) VALUES (${`${prefix}${code}`}, ${gameId}, ${level})`,
    );
  }
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
  await insertGame(gameA, 'Alpha', owner, 'in_progress', '2025-06-01T10:00:00.000Z', 'AAAA1');
  await insertGame(gameB, 'Bravo', golfer, 'completed', '2025-06-02T10:00:00.000Z', 'BBBB2');
  await insertGame(gameC, 'Charlie', stranger, 'setup', '2025-06-03T10:00:00.000Z', 'CCCC3');
  await pool.query(sql.unsafe`
    INSERT INTO read.game_players (id, game_id, name, handicap, user_id, added_position) VALUES
      (${p2}, ${gameA}, 'Second', 5, NULL, 20), (${p1}, ${gameA}, 'First', 10.4, ${owner}, 10), (${p3}, ${gameB}, 'Owner', 3, ${owner}, 30)`);
  await pool.query(sql.unsafe`
    INSERT INTO read.game_access (grant_id, game_id, user_id, access_level, via, player_ids) VALUES (${p3}, ${gameB}, ${owner}, 'player', 'player_account', ${sql.array([p3], 'uuid')})`);
  await pool.query(sql.unsafe`
    INSERT INTO read.courses (id, name, location, holes, source, is_global, created_by, created_at, updated_at)
    VALUES (${course}, 'Links', 'Coast', 18, 'manual', false, ${golfer}, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`);
  await pool.query(sql.unsafe`
    INSERT INTO read.tee_sets (id, course_id, ordinal, name, color, rating, slope, total_yardage, holes, created_at, updated_at)
    VALUES (${tee}, ${course}, 0, 'White', 'white', 71.2, 125, NULL,
            ${sql.jsonb([
              { holeNumber: 2, par: 3, strokeIndex: 2, yardage: null },
              { holeNumber: 1, par: 4, strokeIndex: 1, yardage: null },
            ])},
            '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`);
  await pool.query(sql.unsafe`
    INSERT INTO read.game_rounds (game_id, round_number, course_id, course_holes) VALUES (${gameA}, 2, ${id(99)}, 18), (${gameA}, 1, ${course}, 18)`);
  await pool.query(sql.unsafe`
    INSERT INTO read.player_rounds (game_id, player_id, round_number, course_handicap) VALUES
      (${gameA}, ${p2}, 1, 5), (${gameA}, ${p1}, 2, 7), (${gameA}, ${p1}, 1, 11)`);
  await pool.query(sql.unsafe`
    INSERT INTO read.game_payouts (game_id, bet_type, position, amount_cents) VALUES
      (${gameA}, 'back_9', 1, 100), (${gameA}, 'overall', 2, 200), (${gameA}, 'front_9', 1, 300), (${gameA}, 'overall', 1, 400)`);
});
afterAll(async () => {
  await pool?.end();
  await dropTestDatabase(databaseUrl);
});

describe('games queries', () => {
  it('getGameById: players in the order they joined, rounds by number with their course, payouts by bet then position', async () => {
    const game = await getGameById(pool, gameA);
    expect(game).toMatchObject({
      id: gameA,
      name: 'Alpha',
      status: 'in_progress',
      numberOfRounds: 1,
      currentHole: 1,
      adminCode: 'AAAAA1',
      isPublic: false,
    });
    expect(game?.pointsSystem).toEqual({ eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 });
    expect(game?.players.map((p) => p.name)).toEqual(['First', 'Second']);
    expect(game?.rounds).toEqual([
      {
        gameId: gameA,
        roundNumber: 1,
        courseId: course,
        status: 'not_started',
        confirmed: false,
        course: { id: course, name: 'Links', location: 'Coast', holes: 18, isGlobal: false, createdBy: golfer },
      },
      { gameId: gameA, roundNumber: 2, courseId: id(99), status: 'not_started', confirmed: false, course: null },
    ]);
    expect((await listGamePayouts(pool, gameA)).map((p) => [p.betType, p.position])).toEqual([
      ['overall', 1],
      ['overall', 2],
      ['front_9', 1],
      ['back_9', 1],
    ]);
    expect(await getGameById(pool, id(404))).toBeNull();
    expect(await getGameById(pool, 'nope')).toBeNull();
  });

  it('listPlayerRounds: by round, then in player order; one round on request', async () => {
    expect((await listPlayerRounds(pool, gameA)).map((pr) => [pr.roundNumber, pr.playerId])).toEqual([
      [1, p1],
      [1, p2],
      [2, p1],
    ]);
    expect((await listPlayerRounds(pool, gameA, 2)).map((pr) => pr.courseHandicap)).toEqual([7]);
  });

  it('listGamesForUser: the games the user holds a grant in (created, played in), newest first, filtered and limited', async () => {
    const mine = await listGamesForUser(pool, holder(owner));
    expect(mine.map((g) => [g.name, g.playerCount, g.players.find((p) => p.userId === owner)?.id])).toEqual([
      ['Bravo', 1, p3],
      ['Alpha', 2, p1],
    ]);
    expect(mine[1]?.firstRoundCourse).toEqual({ id: course, name: 'Links', holes: 18 });
    expect(mine[0]?.firstRoundCourse).toBeNull();
    expect((await listGamesForUser(pool, holder(owner), { status: 'completed' })).map((g) => g.name)).toEqual(['Bravo']);
    expect((await listGamesForUser(pool, holder(owner), { limit: 1 })).map((g) => g.name)).toEqual(['Bravo']);
    expect((await listGamesForUser(pool, holder(stranger))).map((g) => g.name)).toEqual(['Charlie']);
  });

  it('codes: find a game by any of its codes (any case); tell which codes are taken', async () => {
    expect(await findGameByCode(pool, 'pbbbb2')).toEqual({ gameId: gameB, accessLevel: 'player' });
    expect(await findGameByCode(pool, 'ZZZZZZ')).toBeNull();
    expect(await takenGameCodes(pool, ['VCCCC3', 'ZZZZZZ', 'AAAAA1'])).toEqual(expect.arrayContaining(['VCCCC3', 'AAAAA1']));
    expect(await takenGameCodes(pool, ['ZZZZZZ'])).toEqual([]);
    expect(await takenGameCodes(pool, [])).toEqual([]);
    expect(await findPlayerGameId(pool, p3)).toBe(gameB);
    expect(await findPlayerGameId(pool, id(404))).toBeNull();
    expect(await findPlayerGameId(pool, 'x')).toBeNull();
  });
});
