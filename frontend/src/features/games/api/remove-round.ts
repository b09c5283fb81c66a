import { apiJson } from '../../../lib/api-client.ts';

/** Removes a round with its tees, handicaps and scores; later rounds move up one number. */
export const removeRound = (gameId: string, roundNumber: number) =>
  apiJson<{ position: string }>('DELETE', `/api/games/${gameId}/rounds/${roundNumber}`);
