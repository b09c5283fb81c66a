import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/**
 * Ids of the courses of the game's trip (spec: trip_courses with courseId). Empty when the game
 * has no trip or trips are not available yet: then every course is offered.
 */
export async function getTripCourseIds(tripId: string): Promise<string[]> {
  try {
    const answer = await apiJson<unknown>('GET', `/api/trips/${tripId}/courses`);
    if (!Array.isArray(answer)) return [];
    return answer
      .map((row) => (row as { courseId?: unknown }).courseId)
      .filter((courseId): courseId is string => typeof courseId === 'string');
  } catch {
    return [];
  }
}

export const tripCourseIdsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: ['games', 'trip-courses', tripId] as const, queryFn: () => getTripCourseIds(tripId) });

export function useTripCourseIds(tripId: string | null) {
  return useQuery({ ...tripCourseIdsQueryOptions(tripId ?? ''), enabled: Boolean(tripId) });
}
