import type { ShareLinksResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** The spec keeps share links for 5 minutes. */
const SHARE_LINKS_STALE_MS = 5 * 60 * 1000;

/** A query sent as POST: it waits for the last change made (new codes), so the links shown are the current ones. */
export const getShareLinks = (gameId: string, playerId: string | null) =>
  apiJson<ShareLinksResponse>('POST', `/api/games/${gameId}/share-links`, playerId ? { playerId } : {}, { read: true });

/** The admin, player and viewer links of the game's codes; with a player, the player link picks them. */
export const shareLinksQueryOptions = (gameId: string, playerId: string | null) =>
  queryOptions({
    queryKey: gameKeys.shareLinks(gameId, playerId),
    queryFn: () => getShareLinks(gameId, playerId),
    staleTime: SHARE_LINKS_STALE_MS,
  });

export function useShareLinks(gameId: string, playerId: string | null = null, enabled = true) {
  return useQuery({ ...shareLinksQueryOptions(gameId, playerId), enabled });
}
