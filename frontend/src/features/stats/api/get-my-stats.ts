import type { FactsStatsView, RoundStatsListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** How many of the golfer's last completed rounds the statistics are over. */
export type StatsRounds = 5 | 10 | 20;

export const statsKeys = {
  all: ['my-stats'] as const,
  sums: (rounds: StatsRounds) => [...statsKeys.all, 'sums', rounds] as const,
  rounds: (rounds: StatsRounds) => [...statsKeys.all, 'rounds', rounds] as const,
};

/** GET /api/users/me/stats and /stats/rounds: the sums, and the same rounds one by one (newest first) for the trend. */
export const myStatsQueryOptions = (rounds: StatsRounds) =>
  queryOptions({
    queryKey: statsKeys.sums(rounds),
    queryFn: () => apiJson<FactsStatsView>('GET', `/api/users/me/stats?rounds=${rounds}`),
    staleTime: 0,
  });

export const myRoundStatsQueryOptions = (rounds: StatsRounds) =>
  queryOptions({
    queryKey: statsKeys.rounds(rounds),
    queryFn: () => apiJson<RoundStatsListResponse>('GET', `/api/users/me/stats/rounds?rounds=${rounds}`),
    staleTime: 0,
  });

export const useMyStats = (rounds: StatsRounds) => useQuery(myStatsQueryOptions(rounds));
export const useMyRoundStats = (rounds: StatsRounds) => useQuery(myRoundStatsQueryOptions(rounds));
