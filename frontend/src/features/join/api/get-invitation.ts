import type { InvitationView } from '@golf/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';

export const invitationKey = (gameId: string, token: string) => ['/api/games', gameId, 'invitations', token] as const;

/** What an e-mail invitation's link opens (the game, the level, the address it went to); signed in or out. */
export function useInvitation(gameId: string, token: string) {
  return useQuery({
    queryKey: invitationKey(gameId, token),
    queryFn: () => apiJson<InvitationView>('GET', queryKeyToUrl(invitationKey(gameId, token))),
    staleTime: 0,
  });
}
