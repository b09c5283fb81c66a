import type { GameAccessLevel, GameCommandResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { whoKeepsAccess } from '../shared/who-keeps-access.ts';
import { gameKeys } from './game-keys.ts';

/** New codes for the game, or (`level`) for that level's links alone. */
export const regenerateCodes = (gameId: string, level: GameAccessLevel | null) =>
  apiJson<GameCommandResponse>('POST', `/api/games/${gameId}/regenerate-codes`, level ? { level } : undefined);

const names: Record<GameAccessLevel, string> = { admin: 'admin link', player: 'player links', viewer: 'viewer link' };

/**
 * New codes: the old links stop letting new people in (everyone who joined with an account stays), so the cached
 * links, shares and game are read again.
 */
export function useRegenerateCodes(gameId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'regenerate-codes'],
    mutationFn: (level: GameAccessLevel | null = null) => regenerateCodes(gameId, level),
    onSuccess: async ({ game }, level) => {
      onSuccess?.();
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      // Reset, not removed: the open tab shows the new link at once (a removed query leaves its screen on the old one).
      await queryClient.resetQueries({ queryKey: ['games', gameId, 'share-links'] });
      await queryClient.invalidateQueries({ queryKey: gameKeys.shares(gameId) });
      toast(
        level
          ? { title: `New ${names[level]} made`, description: `The old one lets nobody new in. ${whoKeepsAccess(level)}` }
          : { title: 'New codes made', description: `The old links and codes let nobody new in. ${whoKeepsAccess(null)}` },
      );
    },
    onError: (error) =>
      toast({ title: 'Failed to make new codes', description: serverMessageOr(error, 'Please try again'), variant: 'destructive' }),
  });
}
