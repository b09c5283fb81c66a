import type { ShareListResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const getShares = (gameId: string) => apiJson<ShareListResponse>('GET', queryKeyToUrl(gameKeys.shares(gameId)));

/** Everyone who holds access besides the creator (the share dialog's Manage tab). */
export const sharesQueryOptions = (gameId: string) => queryOptions({ queryKey: gameKeys.shares(gameId), queryFn: () => getShares(gameId) });

export function useShares(gameId: string) {
  return useQuery(sharesQueryOptions(gameId));
}
