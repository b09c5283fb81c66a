import type { GameCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** 'Start Round {n}': play moves to the round; round 1 puts the game in progress. */
export const startRound = (gameId: string, roundNumber: number) =>
  apiJson<GameCommandResponse>('POST', `/api/games/${gameId}/rounds/${roundNumber}/start`);
