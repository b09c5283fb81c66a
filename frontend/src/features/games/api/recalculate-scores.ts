import type { RecalculateScoresResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Derives every saved hole score again from the current course handicaps. */
export const recalculateScores = (gameId: string) => apiJson<RecalculateScoresResponse>('POST', `/api/games/${gameId}/recalculate-scores`);
