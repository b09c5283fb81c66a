import type { PlayerRoundCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** A player's tee for a round; the server works out the course handicap from it. */
export const savePlayerRound = (gameId: string, body: { playerId: string; roundNumber: number; teeSetId: string }) =>
  apiJson<PlayerRoundCommandResponse>('POST', `/api/games/${gameId}/player-rounds`, body);
