import type { AssignTeamsBody, GameCommandResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** The team step: every player on a team, in the layout the organiser chose. */
export const assignTeams = (gameId: string, body: AssignTeamsBody) =>
  apiJson<GameCommandResponse>('PUT', `/api/games/${gameId}/teams`, body);
