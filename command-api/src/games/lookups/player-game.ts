import { gameMessages } from '@golf/contracts';
import { findPlayerGameId } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';

/**
 * The game of the player `/api/players/{id}` names, from the read tables (a player added a
 * moment ago needs X-Min-Position); 404 'Player not found' for an unknown id.
 */
export async function gameOfPlayer(deps: Pick<AppDeps, 'pool'>, playerId: string): Promise<string> {
  const gameId = await findPlayerGameId(deps.pool, playerId);
  if (!gameId) throw new NotFoundError(gameMessages.playerNotFound);
  return gameId;
}
