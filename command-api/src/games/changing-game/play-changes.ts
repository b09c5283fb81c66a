import type { GameStatus, UpdateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { ConflictError, RuleViolationError } from '../../commands/domain-error.ts';
import type { Game } from '@golf/events';
import { requirePlannedRound, startRoundEvents } from '../rules/round-setup.ts';

/**
 * A status change: setup → in_progress starts the current round (every player needs a tee);
 * in_progress → completed ends the game, and completed → in_progress opens it again. A started
 * game never goes back to setup.
 */
export function statusEvents(game: Game, status: GameStatus): GameEvent[] {
  if (status === game.status) return [];
  if (status === 'setup') throw new ConflictError('A game that has started cannot go back to setup');
  if (game.status === 'setup' && status === 'completed') throw new ConflictError('A game that has not started cannot be completed');
  if (game.status === 'setup') return startRoundEvents(game, game.currentRound);
  return [{ type: 'GameStatusChanged', data: { gameId: game.id, from: game.status, status } }];
}

/**
 * Where play is: currentRound (1 … numberOfRounds) and currentHole (1 … the round course's
 * holes, 18 without a course). Moving to another round without a hole starts it at hole 1.
 */
export function currentHoleEvents(game: Game, body: Pick<UpdateGameBody, 'currentRound' | 'currentHole'>): GameEvent[] {
  if (body.currentRound === undefined && body.currentHole === undefined) return [];
  const roundNumber = body.currentRound ?? game.currentRound;
  requirePlannedRound(game, roundNumber);
  const holeNumber = body.currentHole ?? (roundNumber === game.currentRound ? game.currentHole : 1);
  const holes = game.rounds.find((r) => r.roundNumber === roundNumber)?.courseHoles ?? 18;
  if (!Number.isInteger(holeNumber) || holeNumber < 1 || holeNumber > holes) {
    throw new RuleViolationError(`Current hole must be between 1 and ${holes}`);
  }
  if (roundNumber === game.currentRound && holeNumber === game.currentHole) return [];
  return [{ type: 'CurrentHoleChanged', data: { gameId: game.id, roundNumber, holeNumber } }];
}
