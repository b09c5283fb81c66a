import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from '../pool/create-read-pool.ts';
import { migrateReadDb } from '../migrations/read-schema.ts';
import { findTeeSetCourseId } from './find-tee-set-course.ts';
import { findVisibleCourseByNameAndLocation } from './find-visible-course-by-name.ts';
import { getCourseUsage } from './get-course-usage.ts';
import { getVisibleCourse, listVisibleCourses } from './list-visible-courses.ts';
import { searchVisibleCourses } from './search-visible-courses.ts';

let databaseUrl: string;
let pool: DatabasePool;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const alice = id(900);
const bob = id(901);

async function insertCourse(n: number, fields: { name: string; location: string; createdBy: string | null }) {
  await pool.query(sql.unsafe`
    INSERT INTO read.courses (id, name, location, holes, source, is_global, created_by, created_at, updated_at)
    VALUES (${id(n)}, ${fields.name}, ${fields.location}, 18, 'manual', ${fields.createdBy === null}, ${fields.createdBy},
            '2024-05-01T10:00:00.000Z', '2024-05-01T10:00:00.000Z')`);
}

async function insertTeeSet(n: number, courseN: number, ordinal: number, name: string) {
  const holes = [{ holeNumber: 1, par: 4, strokeIndex: 1, yardage: null }];
  await pool.query(sql.unsafe`
    INSERT INTO read.tee_sets (id, course_id, ordinal, name, color, rating, slope, total_yardage, holes, created_at, updated_at)
    VALUES (${id(n)}, ${id(courseN)}, ${ordinal}, ${name}, 'blue', 71.5, 128, 6400, ${sql.jsonb(holes)},
            '2024-05-01T10:00:00.000Z', '2024-05-01T10:00:00.000Z')`);
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  await migrateReadDb(pool);
  await insertCourse(1, { name: 'Pebble Beach Golf Links', location: 'Pebble Beach, CA', createdBy: null });
  await insertCourse(2, { name: 'Alice Home Course', location: 'Monterey, CA', createdBy: alice });
  await insertCourse(3, { name: 'Bob Secret Course', location: 'Pebble Beach, CA', createdBy: bob });
  await insertCourse(4, { name: '100% Links', location: 'Nowhere', createdBy: alice });
  await insertTeeSet(11, 1, 1, 'White');
  await insertTeeSet(10, 1, 0, 'Blue');
});
afterAll(async () => {
  await pool?.end();
  await dropTestDatabase(databaseUrl);
});

describe('courses queries', () => {
  it('lists the global courses and the user’s own, by name, with tee sets in order', async () => {
    const courses = await listVisibleCourses(pool, alice);
    expect(courses.map((course) => course.name)).toEqual(['100% Links', 'Alice Home Course', 'Pebble Beach Golf Links']);
    const pebble = courses.find((course) => course.id === id(1));
    expect(pebble).toMatchObject({
      isGlobal: true,
      createdBy: null,
      holes: 18,
      imageUrl: null,
      sourceRef: null,
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    expect(pebble?.teeSets.map((teeSet) => teeSet.name)).toEqual(['Blue', 'White']);
    expect(pebble?.teeSets[0]).toEqual({
      teeSetId: id(10),
      courseId: id(1),
      name: 'Blue',
      color: 'blue',
      rating: 71.5,
      slope: 128,
      totalYardage: 6400,
      holes: [{ holeNumber: 1, par: 4, strokeIndex: 1, yardage: null }],
    });
  });

  it('gets a course only for a user who sees it', async () => {
    expect((await getVisibleCourse(pool, id(3), bob))?.name).toBe('Bob Secret Course');
    expect(await getVisibleCourse(pool, id(3), alice)).toBeNull();
    expect(await getVisibleCourse(pool, 'not-a-uuid', alice)).toBeNull();
  });

  it('searches name and location among the courses the user sees; % is literal', async () => {
    expect((await searchVisibleCourses(pool, alice, 'pebble')).map((course) => course.id)).toEqual([id(1)]);
    expect((await searchVisibleCourses(pool, bob, 'PEBBLE BEACH')).map((course) => course.id)).toEqual([id(1), id(3)]);
    expect((await searchVisibleCourses(pool, alice, 'monterey')).map((course) => course.id)).toEqual([id(2)]);
    expect((await searchVisibleCourses(pool, alice, '0%')).map((course) => course.id)).toEqual([id(4)]);
    expect(await searchVisibleCourses(pool, alice, ' ')).toEqual([]);
  });

  it('finds a same-named visible course ignoring case and spaces, but not another user’s or the excluded one', async () => {
    const match = { userId: alice, name: ' pebble beach golf links ', location: 'PEBBLE BEACH, CA' };
    expect(await findVisibleCourseByNameAndLocation(pool, match)).toEqual({
      id: id(1),
      name: 'Pebble Beach Golf Links',
      location: 'Pebble Beach, CA',
    });
    expect(await findVisibleCourseByNameAndLocation(pool, { ...match, excludeCourseId: id(1) })).toBeNull();
    expect(
      await findVisibleCourseByNameAndLocation(pool, { userId: alice, name: 'Bob Secret Course', location: 'Pebble Beach, CA' }),
    ).toBeNull();
    expect(
      await findVisibleCourseByNameAndLocation(pool, { userId: alice, name: 'Pebble Beach Golf Links', location: 'Elsewhere' }),
    ).toBeNull();
  });

  it('routes a tee set id to its course', async () => {
    expect(await findTeeSetCourseId(pool, id(11))).toBe(id(1));
    expect(await findTeeSetCourseId(pool, id(999))).toBeNull();
    expect(await findTeeSetCourseId(pool, 'nope')).toBeNull();
  });

  it('lists the games using a course, by name', async () => {
    expect(await getCourseUsage(pool, id(1))).toEqual([]);
    await pool.query(sql.unsafe`
      INSERT INTO read.course_usage (course_id, game_id, game_name)
      VALUES (${id(1)}, ${id(501)}, 'Saturday Skins'), (${id(1)}, ${id(502)}, 'Club Champs'), (${id(2)}, ${id(503)}, 'Other')`);
    expect(await getCourseUsage(pool, id(1))).toEqual([
      { gameId: id(502), gameName: 'Club Champs' },
      { gameId: id(501), gameName: 'Saturday Skins' },
    ]);
    expect(await getCourseUsage(pool, 'nope')).toEqual([]);
  });
});
