import type { z } from 'zod/mini';
import type { AddPlayerBody, AddPlayerResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Adds one player; `added` is false when a player of that name was already in the game. */
export const addPlayer = (gameId: string, body: z.input<typeof AddPlayerBody>) =>
  apiJson<AddPlayerResponse>('POST', `/api/games/${gameId}/players`, body);
