import type { TripView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { tripKeys } from './trip-keys.ts';

/** The trips the user is a member of, with their role in each. */
export const getTrips = () => apiJson<TripView[]>('GET', '/api/trips');

export const tripsQueryOptions = () => queryOptions({ queryKey: tripKeys.list(), queryFn: getTrips });

export function useTrips() {
  return useQuery(tripsQueryOptions());
}

/** One trip of the user's list (the list holds everything a trip's screens show of it). */
export function useTrip(tripId: string) {
  return useQuery({ ...tripsQueryOptions(), select: (trips) => trips.find((trip) => trip.id === tripId) ?? null });
}
