import type { AcceptInvitationResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberJoinedLevel, screenAfterJoin } from '../model/join-code.ts';

/**
 * 'Enter Game' on an invitation: the server opens the game with the level it gives (the share
 * becomes the caller's when no account held it), then the game opens where that level starts.
 */
export function useAcceptInvitation(gameId: string, token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', gameId, 'accept-invitation'],
    mutationFn: () => apiJson<AcceptInvitationResponse>('POST', `/api/games/${gameId}/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: async (answer) => {
      rememberJoinedLevel(answer.gameId, answer.accessLevel);
      await queryClient.invalidateQueries({ queryKey: ['/api/games'] });
      navigate(screenAfterJoin(answer.gameId, answer.accessLevel));
    },
  });
}
