import type { GameEvent } from '@golf/events';
import { requireAdmin } from '../game-access.ts';
import type { GameState } from '../game-state.ts';
import { startRoundEvents } from '../round-setup.ts';

/** 'Start Round {n}' (or 'Continue to Live Scoring'): play moves to the round; round 1 puts the game in progress. */
export function decideStartRound(command: { actorId: string; roundNumber: number }, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actorId);
  return startRoundEvents(game, command.roundNumber);
}
