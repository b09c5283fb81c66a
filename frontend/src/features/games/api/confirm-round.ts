import type { GameCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** 'Confirm Round': the round's course and every player's tee are set. */
export const confirmRound = (gameId: string, roundNumber: number) =>
  apiJson<GameCommandResponse>('POST', `/api/games/${gameId}/rounds/${roundNumber}/confirm`);
