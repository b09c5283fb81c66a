import { describe, expect, it } from 'vitest';
import { CourseCreated, CourseUpdated, TeeSetAdded, courseEvents } from './course-events.ts';

const courseId = '6f1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
const teeSet = {
  teeSetId: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
  name: 'Blue',
  color: 'blue',
  rating: 35.2,
  slope: 121,
  totalYardage: null,
  holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 4, strokeIndex: index + 1, yardage: null })),
};

describe('course events', () => {
  it('are all version 1 with distinct past-tense names', () => {
    expect(courseEvents.map((event) => [event.type, event.version])).toEqual([
      ['CourseCreated', 1],
      ['CourseUpdated', 1],
      ['CourseDeleted', 1],
      ['TeeSetAdded', 1],
      ['TeeSetUpdated', 1],
      ['TeeSetRemoved', 1],
    ]);
  });

  it('CourseCreated records the source, owner or global, and the tee sets with their holes', () => {
    const data = {
      courseId,
      source: 'curated',
      sourceRef: 'bandon-dunes',
      isGlobal: false,
      createdBy: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'Bandon Dunes',
      location: 'Bandon, Oregon, USA',
      holes: 9,
      imageUrl: null,
      teeSets: [teeSet],
    };
    expect(CourseCreated.schema.parse(data)).toEqual(data);
    expect(CourseCreated.schema.safeParse({ ...data, source: 'scraped' }).success).toBe(false);
    expect(CourseCreated.schema.safeParse({ ...data, holes: 12 }).success).toBe(false);
  });

  it('a tee set carries whole holes: par 3-6 and stroke indexes 1-18', () => {
    expect(TeeSetAdded.schema.parse({ courseId, teeSet })).toEqual({ courseId, teeSet });
    const badPar = { ...teeSet, holes: [{ holeNumber: 1, par: 7, strokeIndex: 1, yardage: null }] };
    expect(TeeSetAdded.schema.safeParse({ courseId, teeSet: badPar }).success).toBe(false);
    expect(TeeSetAdded.schema.safeParse({ courseId, teeSet: { ...teeSet, color: 'purple' } }).success).toBe(false);
  });

  it('CourseUpdated holds only the changed fields; imageUrl null removes the image', () => {
    expect(CourseUpdated.schema.parse({ courseId, changes: { imageUrl: null } })).toEqual({ courseId, changes: { imageUrl: null } });
    expect(CourseUpdated.schema.parse({ courseId, changes: {} })).toEqual({ courseId, changes: {} });
  });
});
