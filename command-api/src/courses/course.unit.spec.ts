import { describe, expect, it } from 'vitest';
import { evolveCourse } from '@golf/events';
import { courseCreated, courseId, givenCourseEvents, ownerId, teeSet, whiteTeeId } from './testing/given-course-events.ts';

describe('evolveCourse', () => {
  it('starts absent and becomes active with CourseCreated, timestamped by the event', () => {
    expect(givenCourseEvents([])).toEqual({ status: 'absent' });
    const state = givenCourseEvents([courseCreated({ teeSets: [teeSet()] })], '2025-04-01T08:00:00.000Z');
    expect(state).toMatchObject({ status: 'active', id: courseId, createdBy: ownerId, createdAt: '2025-04-01T08:00:00.000Z', holes: 18 });
    expect(state.status === 'active' && state.teeSets).toHaveLength(1);
  });

  it('keeps holes ordered by number whatever order they were recorded in', () => {
    const shuffled = teeSet();
    shuffled.holes.reverse();
    const state = givenCourseEvents([courseCreated(), { type: 'TeeSetAdded', data: { courseId, teeSet: shuffled } }]);
    expect(state.status === 'active' && state.teeSets[0]?.holes.map((hole) => hole.holeNumber)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
  });

  it('applies only the changed fields, and adds, updates and removes tee sets by id', () => {
    const white = teeSet({ teeSetId: whiteTeeId, name: 'White', color: 'white', rating: 71.7, slope: 135 });
    const state = givenCourseEvents([
      courseCreated({ teeSets: [teeSet()] }),
      { type: 'CourseUpdated', data: { courseId, changes: { name: 'Pebble Beach', imageUrl: 'https://example.com/p.jpg' } } },
      { type: 'TeeSetAdded', data: { courseId, teeSet: white } },
      { type: 'TeeSetUpdated', data: { courseId, teeSet: { ...white, slope: 130 } } },
      { type: 'TeeSetRemoved', data: { courseId, teeSet: teeSet() } },
    ]);
    expect(state).toMatchObject({
      status: 'active',
      name: 'Pebble Beach',
      location: 'Pebble Beach, California, USA',
      imageUrl: 'https://example.com/p.jpg',
    });
    expect(state.status === 'active' && state.teeSets.map((tee) => [tee.name, tee.slope])).toEqual([['White', 130]]);
  });

  it('is deleted after CourseDeleted, and later events change nothing', () => {
    const state = givenCourseEvents([
      courseCreated(),
      { type: 'CourseDeleted', data: { courseId } },
      { type: 'TeeSetAdded', data: { courseId, teeSet: teeSet() } },
    ]);
    expect(state).toEqual({ status: 'deleted', id: courseId });
  });

  it('reads each event through its schema: a type from a newer build changes nothing, data that breaks its schema throws', () => {
    const created = givenCourseEvents([courseCreated()]);
    const metadata = {
      userId: null,
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-04-01T08:00:00.000Z',
      client: null,
      schemaVersion: 1,
    };
    expect(evolveCourse(created, { type: 'CourseRepainted', data: { courseId }, metadata })).toBe(created);
    expect(() => evolveCourse(created, { type: 'CourseUpdated', data: { courseId, changes: { holes: 27 } }, metadata })).toThrow();
  });
});
