import type { MyCupMatchView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { cupKeys } from './cup-keys.ts';

/** The caller's cup matches still to be decided, by tee time: Home's tee times. */
export const myCupMatchesQueryOptions = () =>
  queryOptions({ queryKey: cupKeys.mine(), queryFn: () => apiJson<MyCupMatchView[]>('GET', queryKeyToUrl(cupKeys.mine())) });

export const useMyCupMatches = () => useQuery(myCupMatchesQueryOptions());
