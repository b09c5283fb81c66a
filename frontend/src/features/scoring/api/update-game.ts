import type { GameCommandResponse, UpdateGameBody } from '@golf/contracts';
import { apiJson, type RequestOptions } from '../../../lib/api-client.ts';

/** PATCH /api/games/{id}: where play is (currentRound, currentHole) or the status. */
export const updateGame = (gameId: string, body: UpdateGameBody, options: RequestOptions = {}) =>
  apiJson<GameCommandResponse>('PATCH', `/api/games/${gameId}`, body, options);
