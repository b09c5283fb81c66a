import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { migrateReadDb } from '../migrations/read-schema.ts';
import { getUserById } from './get-user-by-id.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { likeLiteral, searchUsers, USER_SEARCH_LIMIT } from './search-users.ts';

let databaseUrl: string;
let pool: DatabasePool;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function insertUser(
  n: number,
  fields: { username: string; email: string; firstName?: string | null; lastName?: string | null; handicap?: number | null },
) {
  await pool.query(sql.unsafe`
    INSERT INTO read.users (id, username, email, first_name, last_name, handicap, created_at, updated_at)
    VALUES (${id(n)}, ${fields.username}, ${fields.email}, ${fields.firstName ?? null}, ${fields.lastName ?? null}, ${fields.handicap ?? null},
            '2024-05-01T10:00:00.000Z', '2024-05-02T11:30:00.250Z')`);
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
  await insertUser(1, { username: 'jdoe', email: 'john.doe@example.com', firstName: 'John', lastName: 'Doe', handicap: 8.2 });
  await insertUser(2, { username: 'ann', email: 'ann@example.com', firstName: 'Ann', lastName: 'Johnson' });
  await insertUser(3, { username: 'pct', email: 'pct@example.com', firstName: '100%', lastName: null });
  for (let n = 10; n < 40; n += 1)
    await insertUser(n, { username: `bulk${n}`, email: `bulk${n}@example.com`, firstName: 'Bulk', lastName: `Z${n}` });
});
afterAll(async () => {
  await pool?.end();
  await dropTestDatabase(databaseUrl);
});

describe('users queries', () => {
  it('getUserById answers the camel-cased row with ISO timestamps, or null', async () => {
    expect(await getUserById(pool, id(1))).toEqual({
      id: id(1),
      username: 'jdoe',
      email: 'john.doe@example.com',
      firstName: 'John',
      lastName: 'Doe',
      profileImageUrl: null,
      handicap: 8.2,
      authProvider: 'local',
      isAdmin: false,
      isSuperAdmin: false,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-02T11:30:00.250Z',
    });
    expect(await getUserById(pool, id(999))).toBeNull();
    expect(await getUserById(pool, 'not-a-uuid')).toBeNull();
  });

  it('findUserByEmail ignores case and spaces', async () => {
    expect((await findUserByEmail(pool, ' JOHN.Doe@Example.com '))?.id).toBe(id(1));
    expect(await findUserByEmail(pool, 'ghost@example.com')).toBeNull();
  });

  it('searchUsers gives each user the app’s Handicap Index and their choice of index, from the handicap record', async () => {
    await pool.query(sql.unsafe`
      INSERT INTO read.handicap_records (user_id, use_app_index, handicap_index, low_handicap_index, rounds_counted, rounds)
      VALUES (${id(2)}, true, 12.8, NULL, 3, '[]')`);
    const [ann] = await searchUsers(pool, 'ann johnson');
    expect(ann).toMatchObject({ id: id(2), handicap: null, appHandicapIndex: 12.8, useAppIndex: true });
    await pool.query(sql.unsafe`DELETE FROM read.handicap_records`);
  });

  it('searchUsers matches username, names and full name; exact and prefix matches first; no address', async () => {
    const john = await searchUsers(pool, 'john');
    expect(john.map((user) => user.id)).toEqual([id(1), id(2)]);
    expect(john[0]).toEqual({
      id: id(1),
      firstName: 'John',
      lastName: 'Doe',
      email: null,
      handicap: 8.2,
      appHandicapIndex: null,
      useAppIndex: false,
    });
    expect((await searchUsers(pool, 'ann johnson')).map((user) => user.id)).toEqual([id(2)]);
    expect((await searchUsers(pool, 'ANN')).map((user) => user.id)[0]).toBe(id(2));
  });

  it('searchUsers finds an e-mail address only whole, and answers it only then', async () => {
    expect(await searchUsers(pool, 'doe@example')).toEqual([]);
    expect(await searchUsers(pool, 'example.com')).toEqual([]);
    const [john] = await searchUsers(pool, ' John.Doe@EXAMPLE.com ');
    expect(john).toMatchObject({ id: id(1), email: 'john.doe@example.com' });
    expect((await searchUsers(pool, 'ann')).map((user) => [user.id, user.email])).toEqual([[id(2), null]]);
  });

  it('searchUsers caps the hits and reads % and _ literally', async () => {
    expect(await searchUsers(pool, 'bulk')).toHaveLength(USER_SEARCH_LIMIT);
    expect(await searchUsers(pool, 'bulk', 5)).toHaveLength(5);
    expect((await searchUsers(pool, '0%')).map((user) => user.id)).toEqual([id(3)]);
    expect(await searchUsers(pool, 'b_lk')).toEqual([]);
    expect(await searchUsers(pool, '   ')).toEqual([]);
    expect(likeLiteral('a%b_c\\')).toBe('a\\%b\\_c\\\\');
  });
});
