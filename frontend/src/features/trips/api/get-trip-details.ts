import type { TripCourseView, TripGameView, TripMemberView, TripStandingsView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { tripKeys } from './trip-keys.ts';

const path = (tripId: string, part: string) => `/api/trips/${encodeURIComponent(tripId)}/${part}`;

export const tripGamesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.games(tripId), queryFn: () => apiJson<TripGameView[]>('GET', path(tripId, 'games')) });

export const tripMembersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.members(tripId), queryFn: () => apiJson<TripMemberView[]>('GET', path(tripId, 'members')) });

export const tripCoursesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.courses(tripId), queryFn: () => apiJson<TripCourseView[]>('GET', path(tripId, 'courses')) });

export const tripStandingsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.standings(tripId), queryFn: () => apiJson<TripStandingsView>('GET', path(tripId, 'standings')) });

export const useTripGames = (tripId: string) => useQuery(tripGamesQueryOptions(tripId));
export const useTripMembers = (tripId: string) => useQuery(tripMembersQueryOptions(tripId));
export const useTripCourses = (tripId: string) => useQuery(tripCoursesQueryOptions(tripId));
export const useTripStandings = (tripId: string) => useQuery(tripStandingsQueryOptions(tripId));
