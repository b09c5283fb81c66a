import type { RoundCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** POST rounds: the course of round 1 … numberOfRounds, or (numberOfRounds + 1) a new round. */
export const chooseRoundCourse = (gameId: string, roundNumber: number, courseId: string) =>
  apiJson<RoundCommandResponse>('POST', `/api/games/${gameId}/rounds`, { roundNumber, courseId });
