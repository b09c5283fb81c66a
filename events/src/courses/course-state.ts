import type { NewEvent } from '../store/event-store.ts';
import type { TeeHole } from '@golf/golf';
import { eventParser } from '../parse-event.ts';
import { courseEvents, type TeeSetData } from './course-events.ts';

export type CourseSource = 'manual' | 'directory_import' | 'spreadsheet' | 'curated';

/**
 * A course as its stream tells it. `absent` until CourseCreated; `deleted` after CourseDeleted
 * (nothing may happen to it then). A user course has `createdBy`; a global course
 * (`isGlobal`) belongs to everyone and only super admins change it. Each tee set holds its
 * holes ordered by hole number; a hole's stroke index ranks it for handicap strokes (1..holes).
 */
export type CourseState =
  | { status: 'absent' }
  | { status: 'deleted'; id: string }
  | {
      status: 'active';
      id: string;
      name: string;
      location: string;
      holes: 9 | 18;
      imageUrl: string | null;
      source: CourseSource;
      sourceRef: string | null;
      isGlobal: boolean;
      createdBy: string | null;
      createdAt: string;
      /** In the order they were added. */
      teeSets: TeeSetData[];
    };

export type ActiveCourse = Extract<CourseState, { status: 'active' }>;

const byHoleNumber = (teeSet: TeeSetData): TeeSetData => ({
  ...teeSet,
  holes: [...teeSet.holes].sort((a, b) => a.holeNumber - b.holeNumber),
});

const parseCourseEvent = eventParser(courseEvents);

/**
 * Applies one event of a course stream, read through its schema (upcast from the version it was
 * written with); unknown types leave the state as it is.
 */
export function evolveCourse(state: CourseState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): CourseState {
  const known = parseCourseEvent(event);
  if (!known) return state;
  if (known.type === 'CourseCreated') {
    const data = known.data;
    return {
      status: 'active',
      id: data.courseId,
      name: data.name,
      location: data.location,
      holes: data.holes,
      imageUrl: data.imageUrl,
      source: data.source,
      sourceRef: data.sourceRef,
      isGlobal: data.isGlobal,
      createdBy: data.createdBy,
      createdAt: event.metadata.occurredAt,
      teeSets: data.teeSets.map(byHoleNumber),
    };
  }
  if (state.status !== 'active') return state;
  switch (known.type) {
    case 'CourseUpdated': {
      const changes = Object.fromEntries(Object.entries(known.data.changes).filter(([, value]) => value !== undefined));
      return { ...state, ...changes };
    }
    case 'CourseDeleted':
      return { status: 'deleted', id: state.id };
    case 'TeeSetAdded':
      return { ...state, teeSets: [...state.teeSets, byHoleNumber(known.data.teeSet)] };
    case 'TeeSetUpdated': {
      const updated = byHoleNumber(known.data.teeSet);
      return { ...state, teeSets: state.teeSets.map((teeSet) => (teeSet.teeSetId === updated.teeSetId ? updated : teeSet)) };
    }
    case 'TeeSetRemoved':
      return { ...state, teeSets: state.teeSets.filter((teeSet) => teeSet.teeSetId !== known.data.teeSet.teeSetId) };
    default:
      return state;
  }
}

/** The holes of each tee set of an active course, by tee set id, as @golf/golf scores them (none for a course gone). */
export function teeHolesOf(course: CourseState): Map<string, TeeHole[]> {
  if (course.status !== 'active') return new Map();
  return new Map(
    course.teeSets.map((tee) => [tee.teeSetId, tee.holes.map(({ holeNumber, par, strokeIndex }) => ({ holeNumber, par, strokeIndex }))]),
  );
}
