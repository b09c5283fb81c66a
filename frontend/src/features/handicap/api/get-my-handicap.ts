import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyHandicap, myHandicapQueryKey } from '../../../lib/my-handicap.ts';

/** Fetched afresh whenever a screen shows it: a round may have been posted since. */
export const myHandicapQueryOptions = () => queryOptions({ queryKey: myHandicapQueryKey, queryFn: getMyHandicap, staleTime: 0 });

export function useMyHandicap() {
  return useQuery({ ...myHandicapQueryOptions(), refetchOnMount: 'always' });
}
