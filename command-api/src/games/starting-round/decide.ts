import type { GameEvent } from '@golf/events';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { startRoundEvents } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/** 'Start Round {n}' (or 'Continue to Live Scoring'): play moves to the round; round 1 puts the game in progress. */
export function decideStartRound(command: { actor: GameActor; roundNumber: number }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  return startRoundEvents(game, command.roundNumber);
}
