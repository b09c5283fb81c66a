import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { tripsQueryKeyRoot } from '../../../lib/trip-query-key.ts';

/** What the game screens need of a trip, whatever else the trips API sends. */
export type TripChoice = { id: string; name: string };

const isTripChoice = (value: unknown): value is TripChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TripChoice).id === 'string' &&
  typeof (value as TripChoice).name === 'string';

/** The user's trips (those they are a member of); empty when none, and the game form then shows no Trip Association field. */
export async function getTripChoices(): Promise<TripChoice[]> {
  try {
    const answer = await apiJson<unknown>('GET', '/api/trips');
    return Array.isArray(answer) ? answer.filter(isTripChoice).map(({ id, name }) => ({ id, name })) : [];
  } catch {
    return [];
  }
}

export const tripChoicesQueryOptions = () =>
  queryOptions({ queryKey: [...tripsQueryKeyRoot, 'choices'] as const, queryFn: getTripChoices });

export function useTripChoices() {
  return useQuery(tripChoicesQueryOptions());
}
