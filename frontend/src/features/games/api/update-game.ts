import type { GameCommandResponse, UpdateGameBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const updateGame = (gameId: string, body: UpdateGameBody) => apiJson<GameCommandResponse>('PATCH', `/api/games/${gameId}`, body);

type UpdateGameCallbacks = { onSuccess?: () => void; onError?: (error: Error) => void };

/**
 * PATCH a game (settings, status or where play is); callers say what success and failure mean.
 * The callbacks live on the mutation, not on `mutate`, so they still run when the answer
 * re-renders the screen that sent it.
 */
export function useUpdateGame(gameId: string, { onSuccess, onError }: UpdateGameCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'update'],
    mutationFn: (body: UpdateGameBody) => updateGame(gameId, body),
    onSuccess: async ({ game }) => {
      onSuccess?.();
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
    },
    onError,
  });
}
