import type { CreateGameBody, CreateGameResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** One call: the new game carries its payouts (amount 0 already dropped). */
export const createGame = (body: CreateGameBody) => apiJson<CreateGameResponse>('POST', '/api/games', body);

export function useCreateGame() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', 'create'],
    mutationFn: createGame,
    onSuccess: async ({ id, game }) => {
      queryClient.setQueryData(gameKeys.detail(id), game);
      await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
      navigate(`/game/${id}/players`);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to create game. Please try again.', variant: 'destructive' });
    },
  });
}
