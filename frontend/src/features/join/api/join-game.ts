import type { JoinGameBody, JoinGameResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { firstScreenPass } from '../../../first-screen/live/live-handle.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { keepGuestPass } from '../../../lib/guest-passes.ts';
import { rememberJoinedLevel, screenAfterJoin } from '../model/join-code.ts';

export const joinGame = (gameId: string, body: JoinGameBody) => apiJson<JoinGameResponse>('POST', `/api/games/${gameId}/join`, body);

/**
 * A visitor's join with the view code of the page the server drew: the server put the spectator's
 * pass it would answer in the page (decision 0742), so no round trip is needed. Null otherwise.
 */
function joinedByThePage(gameId: string, body: JoinGameBody): JoinGameResponse | null {
  const guestToken = getAuthToken() ? null : firstScreenPass(gameId, body.code);
  return guestToken ? { gameId: gameId.toLowerCase(), accessLevel: 'viewer', myPlayerIds: [], guestToken, position: null } : null;
}

/**
 * 'Enter Game': the server records the level the code grants (or, for a visitor with the view
 * code, answers a spectator pass, kept for this game), then the game opens where that level starts.
 */
export function useJoinGame(gameId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', gameId, 'join'],
    mutationFn: async (body: JoinGameBody) => joinedByThePage(gameId, body) ?? joinGame(gameId, body),
    onSuccess: async (answer) => {
      if (answer.guestToken) keepGuestPass(answer.gameId, answer.guestToken);
      rememberJoinedLevel(answer.gameId, answer.accessLevel);
      await queryClient.invalidateQueries({ queryKey: ['/api/games'] });
      navigate(screenAfterJoin(answer.gameId, answer.accessLevel));
    },
  });
}
