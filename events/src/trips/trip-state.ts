import { eventParser } from '../parse-event.ts';
import type { NewEvent } from '../store/event-store.ts';
import { evolveCup, type TripCup } from './cup-state.ts';
import { tripEvents, type TripRole } from './trip-events.ts';

/** One member of a trip: who, with which role, added by whom and when (the event's metadata). */
export interface TripMember {
  memberId: string;
  userId: string;
  role: TripRole;
  addedBy: string | null;
  addedAt: string;
}

/** One venue of a trip: games of the trip choose their rounds' courses among these. */
export interface TripCourse {
  tripCourseId: string;
  courseId: string;
  addedBy: string | null;
  addedAt: string;
}

/**
 * A trip as its stream tells it: `absent` until TripCreated. Members and courses keep the order
 * they were added in. Timestamps are the events' occurredAt, so the read rows match exactly.
 */
export type TripState =
  | { status: 'absent' }
  | {
      status: 'active';
      id: string;
      name: string;
      description: string | null;
      location: string | null;
      startDate: string | null;
      endDate: string | null;
      createdBy: string;
      createdAt: string;
      members: TripMember[];
      courses: TripCourse[];
      /** The trip's cup, once set (docs/golf-rules.md section 16). */
      cup?: TripCup;
    };

export type Trip = Extract<TripState, { status: 'active' }>;

export const isTrip = (state: TripState): state is Trip => state.status === 'active';

const parseTripEvent = eventParser(tripEvents);

/** Applies one event of a trip stream, read through its schema; unknown types leave the state as it is. */
export function evolveTrip(state: TripState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): TripState {
  const known = parseTripEvent(event);
  if (!known) return state;
  const { occurredAt, userId } = event.metadata;
  if (known.type === 'TripCreated') {
    const { tripId, ...data } = known.data;
    return { status: 'active', id: tripId, ...data, createdAt: occurredAt, members: [], courses: [] };
  }
  if (state.status !== 'active') return state;
  switch (known.type) {
    case 'TripMemberAdded': {
      const { memberId, userId: memberUserId, role } = known.data;
      const others = state.members.filter((member) => member.userId !== memberUserId);
      return { ...state, members: [...others, { memberId, userId: memberUserId, role, addedBy: userId, addedAt: occurredAt }] };
    }
    case 'TripMemberRemoved':
      return { ...state, members: state.members.filter((member) => member.userId !== known.data.userId) };
    case 'TripCourseAdded': {
      const { tripCourseId, courseId } = known.data;
      const others = state.courses.filter((course) => course.courseId !== courseId);
      return { ...state, courses: [...others, { tripCourseId, courseId, addedBy: userId, addedAt: occurredAt }] };
    }
    case 'TripCourseRemoved':
      return { ...state, courses: state.courses.filter((course) => course.courseId !== known.data.courseId) };
    case 'CupSet':
    case 'CupMatchMade': {
      const cup = evolveCup(state.cup, known, userId, occurredAt);
      return cup ? { ...state, cup } : state;
    }
    default:
      return state;
  }
}
