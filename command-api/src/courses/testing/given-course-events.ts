import type { CourseEvent, EventMetadata, TeeSetData } from '@golf/events';
import type { CourseActor } from '../course-access.ts';
import { evolveCourse, type CourseState } from '@golf/events';

/** For decider tests: the state a course stream holding `events` folds to (each at `occurredAt`). */
export function givenCourseEvents(events: readonly CourseEvent[], occurredAt = '2025-03-01T09:00:00.000Z'): CourseState {
  const metadata: EventMetadata = {
    userId: null,
    commandId: 'test-command',
    correlationId: 'test',
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  };
  return events.reduce<CourseState>((state, event) => evolveCourse(state, { ...event, metadata }), { status: 'absent' });
}

export const courseId = '6f1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
export const ownerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const otherUserId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const blueTeeId = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
export const whiteTeeId = 'b4cc290f-9c0a-4999-8a23-bdf5f7654113';

export const owner: CourseActor = { userId: ownerId, isSuperAdmin: false };
export const otherUser: CourseActor = { userId: otherUserId, isSuperAdmin: false };
export const superAdmin: CourseActor = { userId: '9a1f0c6e-3b5d-4e7f-8a9b-0c1d2e3f4a5b', isSuperAdmin: true };

/** Pebble Beach's card: pars and (men's) stroke indexes, hole 1 first. */
export const pebblePars = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
export const pebbleStrokeIndexes = [6, 10, 12, 16, 14, 2, 18, 4, 8, 3, 9, 17, 7, 1, 13, 11, 15, 5];

/** The front nine's stroke indexes re-ranked 1..9, for a 9-hole course. */
export const frontNineStrokeIndexes = [3, 5, 6, 8, 7, 1, 9, 2, 4];

/** An 18-hole tee set on Pebble Beach's card, or the front nine of it for 9 holes (indexes re-ranked 1..9). */
export function teeSet(overrides: Partial<TeeSetData> = {}, holes: 9 | 18 = 18): TeeSetData {
  return {
    teeSetId: blueTeeId,
    name: 'Blue',
    color: 'blue',
    rating: 74.9,
    slope: 144,
    totalYardage: 6828,
    holes: pebblePars.slice(0, holes).map((par, index) => ({
      holeNumber: index + 1,
      par,
      strokeIndex: (holes === 18 ? pebbleStrokeIndexes : frontNineStrokeIndexes)[index] as number,
      yardage: 380,
    })),
    ...overrides,
  };
}

/** CourseCreated of an 18-hole user course owned by `ownerId` (or global), with the given tee sets. */
export function courseCreated(overrides: Partial<Extract<CourseEvent, { type: 'CourseCreated' }>['data']> = {}): CourseEvent {
  return {
    type: 'CourseCreated',
    data: {
      courseId,
      source: 'manual',
      sourceRef: null,
      isGlobal: false,
      createdBy: ownerId,
      name: 'Pebble Beach Golf Links',
      location: 'Pebble Beach, California, USA',
      holes: 18,
      imageUrl: null,
      teeSets: [],
      ...overrides,
    },
  };
}

export const globalCourseCreated = courseCreated({ isGlobal: true, createdBy: null });
