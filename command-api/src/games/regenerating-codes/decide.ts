import type { GameEvent } from '@golf/events';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameCodes, GameState } from '@golf/events';

/**
 * An admin replaces the three codes: every link handed out stops working, and everyone who
 * joined with a code loses that access (AccessRevoked, codes_regenerated). E-mail shares and
 * player accounts keep theirs. `codes` are new ones no game has held.
 */
export function decideRegenerateCodes(command: { actor: GameActor; codes: GameCodes }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const revoked: GameEvent[] = game.access
    .filter((grant) => grant.via === 'code')
    .map((grant) => ({ type: 'AccessRevoked', data: { gameId: game.id, grantId: grant.grantId, reason: 'codes_regenerated' } }));
  return [{ type: 'GameCodesRegenerated', data: { gameId: game.id, ...command.codes } }, ...revoked];
}
