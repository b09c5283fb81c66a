import { gameMessages, type GameAccessLevel } from '@golf/contracts';
import { getGameById, type GameRecord } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import { NotFoundError } from '../commands/domain-error.ts';
import { accessLevelOf } from './game-access.ts';

/**
 * A game from the read tables with the caller's level in it; 404 'Game not found' when there is
 * none or the caller may not see it. Send X-Min-Position after a command to read your own write.
 */
export async function readableGame(deps: Pick<AppDeps, 'pool'>, gameId: string, userId: string): Promise<{ record: GameRecord; level: GameAccessLevel }> {
  const record = await getGameById(deps.pool, gameId);
  const level = record ? accessLevelOf({ createdBy: record.createdBy, playerUserIds: record.players.map((p) => p.userId) }, userId) : null;
  if (!record || !level) throw new NotFoundError(gameMessages.gameNotFound);
  return { record, level };
}
