import type { GameEvent } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import { requireShare } from '../changing-share/decide.ts';
import type { GameState } from '@golf/events';

/** An admin ends someone's access: the share, the code they joined with, or their player account's. */
export function decideRevokeShare(command: { actor: GameActor; grantId: string }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const grant = requireShare(game, command.grantId);
  return [{ type: 'AccessRevoked', data: { gameId: game.id, grantId: grant.grantId, reason: 'revoked' } }];
}
