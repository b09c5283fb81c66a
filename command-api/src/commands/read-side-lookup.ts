import { getProjectorCheckpoint, waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../app-deps.ts';
import { MIN_POSITION_WAIT_MS } from '../http/min-position.ts';

/**
 * Looks something up on the read side (the game of a score or of a share, for a command that
 * names only that). What the read side does not know yet may have been recorded a moment ago
 * (command answers do not wait for the projector): then wait, as X-Min-Position would, until the
 * read side holds everything the log holds now, and look once more.
 */
export async function lookUpWithCatchUp<T>(deps: Pick<AppDeps, 'pool' | 'store'>, lookUp: () => Promise<T | null>): Promise<T | null> {
  const found = await lookUp();
  if (found) return found;
  const checkpoint = await getProjectorCheckpoint(deps.pool);
  const head = await deps.store.headPosition();
  // Caught up already (perhaps just after the first look): one more look is the answer.
  if (head === null || head <= checkpoint) return lookUp();
  return (await waitForPosition(deps.pool, head, MIN_POSITION_WAIT_MS)) ? lookUp() : null;
}
