import type { GameEvent } from '@golf/events';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requireRoundReady } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/** 'Confirm Round': the round's course and every player's tee are set. Confirming again records nothing. */
export function decideConfirmRound(command: { actor: GameActor; roundNumber: number }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const round = requireRoundReady(game, command.roundNumber);
  if (round.confirmed) return [];
  return [{ type: 'RoundConfirmed', data: { gameId: game.id, roundNumber: round.roundNumber } }];
}
