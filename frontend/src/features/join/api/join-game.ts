import type { JoinGameBody, JoinGameResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiJson } from '../../../lib/api-client.ts';
import { keepGuestPass } from '../../../lib/guest-passes.ts';
import { rememberJoinedLevel, screenAfterJoin } from '../model/join-code.ts';

export const joinGame = (gameId: string, body: JoinGameBody) => apiJson<JoinGameResponse>('POST', `/api/games/${gameId}/join`, body);

/**
 * 'Enter Game': the server records the level the code grants (or, for a visitor with the view
 * code, answers a spectator pass, kept for this game), then the game opens where that level starts.
 */
export function useJoinGame(gameId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', gameId, 'join'],
    mutationFn: (body: JoinGameBody) => joinGame(gameId, body),
    onSuccess: async (answer) => {
      if (answer.guestToken) keepGuestPass(answer.gameId, answer.guestToken);
      rememberJoinedLevel(answer.gameId, answer.accessLevel);
      await queryClient.invalidateQueries({ queryKey: ['/api/games'] });
      navigate(screenAfterJoin(answer.gameId, answer.accessLevel));
    },
  });
}
