import type { GameEvent } from '@golf/events';
import { requireAdmin } from '../access/require-access.ts';
import type { GamePayout, GameState } from '@golf/events';
import { requirePayoutFits } from '../rules/game-settings-rules.ts';
import type { GameActor } from '../access/access-rule.ts';

/** POST payouts: the prize for one position of one bet; amount 0 takes an existing one away. */
export interface SetPayout extends GamePayout {
  actor: GameActor;
}

/** The same payout again, or 0 where there is none, records nothing. */
export function decideSetPayout(command: SetPayout, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const { position, betType, amountCents, description } = command;
  requirePayoutFits(game.gameType, game.isNassau, command);
  const current = game.payouts.find((p) => p.position === position && p.betType === betType);
  if (!current && amountCents === 0) return [];
  if (current && current.amountCents === amountCents && current.description === description) return [];
  return [{ type: 'PayoutSet', data: { gameId: game.id, position, betType, amountCents, description } }];
}
