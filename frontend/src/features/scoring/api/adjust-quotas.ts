import type { AdjustQuotasBody, AdjustQuotasResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** POST /api/games/{id}/adjust-quotas: quota scoring, after a round before the last (docs/golf-rules.md section 6). */
export const adjustQuotas = (gameId: string, completedRound: number) => {
  const body: AdjustQuotasBody = { completedRound };
  return apiJson<AdjustQuotasResponse>('POST', `/api/games/${gameId}/adjust-quotas`, body);
};
