import type { RoundCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Changes the course of an existing round. */
export const updateRound = (gameId: string, roundNumber: number, courseId: string) =>
  apiJson<RoundCommandResponse>('PATCH', `/api/games/${gameId}/rounds/${roundNumber}`, { courseId });
