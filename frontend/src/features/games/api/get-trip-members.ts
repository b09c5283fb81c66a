import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { tripsQueryKeyRoot } from '../../../lib/trip-query-key.ts';

/** A trip member as the players wizard offers them. */
export type TripMemberChoice = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  handicap: number | null;
  appHandicapIndex: number | null;
  useAppIndex: boolean;
};

type MemberRow = {
  userId?: unknown;
  user?: {
    id?: unknown;
    firstName?: unknown;
    lastName?: unknown;
    email?: unknown;
    handicap?: unknown;
    appHandicapIndex?: unknown;
    useAppIndex?: unknown;
  };
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toChoice(row: MemberRow): TripMemberChoice | null {
  const user = row.user;
  const userId = text(user?.id) ?? text(row.userId);
  const email = text(user?.email);
  if (!userId || !email) return null;
  return {
    userId,
    email,
    firstName: text(user?.firstName),
    lastName: text(user?.lastName),
    handicap: typeof user?.handicap === 'number' ? user.handicap : null,
    appHandicapIndex: typeof user?.appHandicapIndex === 'number' ? user.appHandicapIndex : null,
    useAppIndex: user?.useAppIndex === true,
  };
}

/**
 * Members of the game's trip (spec: views add user{id, firstName, lastName, email, handicap}; the
 * app index and the member's choice of index beside it).
 * Empty when the game has no trip or the caller may not see it: the tab then does not show.
 */
export async function getTripMembers(tripId: string): Promise<TripMemberChoice[]> {
  try {
    const answer = await apiJson<unknown>('GET', `/api/trips/${tripId}/members`);
    if (!Array.isArray(answer)) return [];
    return answer.map((row) => toChoice(row as MemberRow)).filter((member): member is TripMemberChoice => member !== null);
  } catch {
    return [];
  }
}

export const tripMembersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: [...tripsQueryKeyRoot, tripId, 'member-choices'] as const, queryFn: () => getTripMembers(tripId) });

export function useTripMembers(tripId: string | null) {
  return useQuery({ ...tripMembersQueryOptions(tripId ?? ''), enabled: Boolean(tripId) });
}
