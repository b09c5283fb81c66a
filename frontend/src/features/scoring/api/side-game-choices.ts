import type { GameCommandResponse, PressBody, WolfChoiceBody } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** PUT /api/games/{id}/rounds/{n}/holes/{h}/wolf: the wolf's choice on a hole. */
export const chooseWolf = (gameId: string, roundNumber: number, holeNumber: number, body: WolfChoiceBody) =>
  apiJson<GameCommandResponse>('PUT', `/api/games/${gameId}/rounds/${roundNumber}/holes/${holeNumber}/wolf`, body);

/** POST /api/games/{id}/presses: press a bet or a press from the next hole. */
export const pressBet = (gameId: string, body: PressBody) => apiJson<GameCommandResponse>('POST', `/api/games/${gameId}/presses`, body);
