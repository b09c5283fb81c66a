import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** What the game screens need of a trip, whatever else the trips API sends. */
export type TripChoice = { id: string; name: string };

const isTripChoice = (value: unknown): value is TripChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TripChoice).id === 'string' &&
  typeof (value as TripChoice).name === 'string';

/**
 * The user's trips. Trips arrive in a later release: until GET /api/trips answers with a list,
 * this is empty, and the game form shows no Trip Association field rather than a broken one.
 */
export async function getTripChoices(): Promise<TripChoice[]> {
  try {
    const answer = await apiJson<unknown>('GET', '/api/trips');
    return Array.isArray(answer) ? answer.filter(isTripChoice).map(({ id, name }) => ({ id, name })) : [];
  } catch {
    return [];
  }
}

export const tripChoicesQueryOptions = () => queryOptions({ queryKey: ['games', 'trip-choices'] as const, queryFn: getTripChoices });

export function useTripChoices() {
  return useQuery(tripChoicesQueryOptions());
}
