import type { GameByCodeResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { JOIN_CODE_LENGTH } from '../model/join-code.ts';

const byCodeKey = (code: string) => ['/api/games/by-code', code] as const;

export const getGameByCode = (code: string) => apiJson<GameByCodeResponse>('GET', queryKeyToUrl(byCodeKey(code)));

/** The game a code opens and the level it grants; asked once the code has its 6 characters. */
export const gameByCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: byCodeKey(code), queryFn: () => getGameByCode(code), staleTime: 0 });

export function useGameByCode(code: string) {
  return useQuery({ ...gameByCodeQueryOptions(code), enabled: code.length === JOIN_CODE_LENGTH });
}
