import type { QueryClient } from '@tanstack/react-query';
import type { SetHoleAwardsBody, SetHoleAwardsResponse } from '@golf/contracts';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { retryUnanswered } from '../../../lib/network-failure.ts';
import { SCORING_QUEUE_SCOPE } from './score-save-defaults.ts';
import { holeAwardsSaveKey, scoringKeys } from './scoring-keys.ts';

/** One choice of the hole awards panel, as the phone queues it: sent by PUT …/awards when there is signal. */
export interface HoleAwardsSave {
  /** Unique per choice: the call's Idempotency-Key. */
  id: string;
  gameId: string;
  roundNumber: number;
  holeNumber: number;
  awards: SetHoleAwardsBody;
}

/** PUT /api/games/{id}/rounds/{n}/holes/{h}/awards: who took bingo, bango, bongo or closest to the pin (absent: left as set). */
export const sendHoleAwards = ({ id, gameId, roundNumber, holeNumber, awards }: HoleAwardsSave) =>
  apiJson<SetHoleAwardsResponse>('PUT', `/api/games/${gameId}/rounds/${roundNumber}/holes/${holeNumber}/awards`, awards, {
    idempotencyKey: id,
  });

/**
 * The award save's defaults, set where the query client is made as the score save's are
 * (decision 0813): in the scores' one queue, so an award set offline waits, survives a reload
 * and goes after the hole's scores; retried while unanswered; a refusal told in a toast.
 */
export function registerHoleAwardsSave(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<SetHoleAwardsResponse, Error, HoleAwardsSave>(holeAwardsSaveKey, {
    mutationFn: sendHoleAwards,
    scope: SCORING_QUEUE_SCOPE,
    retry: retryUnanswered,
    meta: { offline: true },
    onError: (error) => toast({ title: 'Award not saved', description: error.message, variant: 'destructive' }),
    onSettled: (_answer, _error, save) => queryClient.invalidateQueries({ queryKey: scoringKeys.game(save.gameId) }),
  });
}
