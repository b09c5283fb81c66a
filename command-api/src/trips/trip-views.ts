import type { TripCourseView, TripMemberView, TripView } from '@golf/contracts';
import type { ActiveCourse, RegisteredUser, TripCourse, TripMember } from '@golf/events';
import type { TripCourseRow, TripMemberRow, TripRow, CourseWithTeeSets } from '@golf/read-db';
import { courseRating } from '../courses/course-rating.ts';
import { tripRoleOf } from '../games/access/access-rule.ts';
import type { Trip } from './trip.ts';

/** The trip as the caller sees it after a command (they are a member: the decider checked it). */
export function tripViewOf(trip: Trip, actorId: string): TripView {
  return {
    id: trip.id,
    name: trip.name,
    description: trip.description,
    location: trip.location,
    startDate: trip.startDate,
    endDate: trip.endDate,
    createdBy: trip.createdBy,
    createdAt: trip.createdAt,
    myRole: tripRoleOf(trip.members, actorId) ?? 'member',
  };
}

export const tripViewOfRow = (row: TripRow): TripView => ({ ...row });

/** The member just added, with the app's Handicap Index of them as the read side holds it. */
export function memberViewOf(tripId: string, member: TripMember, user: RegisteredUser, appHandicapIndex: number | null): TripMemberView {
  return {
    id: member.memberId,
    tripId,
    userId: member.userId,
    role: member.role,
    addedBy: member.addedBy,
    addedAt: member.addedAt,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      handicap: user.handicap,
      appHandicapIndex,
      useAppIndex: user.useAppIndex,
    },
  };
}

export const memberViewOfRow = (row: TripMemberRow): TripMemberView => ({ ...row });

type CourseFacts = Pick<ActiveCourse, 'id' | 'name' | 'location' | 'holes' | 'createdBy'> & {
  teeSets: ReadonlyArray<{ rating: number; totalYardage: number | null }>;
};

export function tripCourseViewOf(tripId: string, tripCourse: TripCourse, course: CourseFacts): TripCourseView {
  return {
    id: tripCourse.tripCourseId,
    tripId,
    courseId: tripCourse.courseId,
    addedBy: tripCourse.addedBy,
    addedAt: tripCourse.addedAt,
    course: {
      id: course.id,
      name: course.name,
      location: course.location,
      holes: course.holes,
      createdBy: course.createdBy,
      rating: courseRating(course.teeSets),
    },
  };
}

export const tripCourseViewOfRow = (row: TripCourseRow & { course: CourseWithTeeSets }): TripCourseView =>
  tripCourseViewOf(row.tripId, { tripCourseId: row.id, courseId: row.courseId, addedBy: row.addedBy, addedAt: row.addedAt }, row.course);
