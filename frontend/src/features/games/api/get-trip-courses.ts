import type { TripCourseView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { tripsQueryKeyRoot } from '../../../lib/trip-query-key.ts';
import type { CourseOption } from '../course-selection/course-options.ts';

/**
 * The courses of the game's trip, as the course pickers show them. Empty when the trip has none,
 * or when the caller may not see the trip (a game admin who is not one of its members): then the
 * caller's own library is offered.
 */
export async function getTripCourses(tripId: string): Promise<CourseOption[]> {
  try {
    const rows = await apiJson<TripCourseView[]>('GET', `/api/trips/${encodeURIComponent(tripId)}/courses`);
    return rows.map(({ course }) => ({
      id: course.id,
      name: course.name,
      location: course.location,
      holes: course.holes,
      createdBy: course.createdBy,
    }));
  } catch {
    return [];
  }
}

export const tripCoursesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: [...tripsQueryKeyRoot, tripId, 'course-options'] as const, queryFn: () => getTripCourses(tripId) });

export function useTripCourses(tripId: string | null) {
  return useQuery({ ...tripCoursesQueryOptions(tripId ?? ''), enabled: Boolean(tripId) });
}
