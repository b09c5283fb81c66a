import { apiJson } from '../../../lib/api-client.ts';

/** Takes a player out of a game that is still in setup. */
export const removePlayer = (playerId: string) => apiJson<{ position: string }>('DELETE', `/api/players/${playerId}`);
