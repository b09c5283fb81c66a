import { gameMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { gameTypeDefinition } from '@golf/golf';
import { ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import type { Game, GameRound, PlayerRound } from '@golf/events';

/** Round `roundNumber` of the game: 404 outside 1 … numberOfRounds. */
export function requirePlannedRound(game: Game, roundNumber: number): void {
  if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > game.numberOfRounds) {
    throw new NotFoundError(
      `Round ${roundNumber} not found: the game has ${game.numberOfRounds} round${game.numberOfRounds === 1 ? '' : 's'}`,
    );
  }
}

/** The round with its course: 404 outside the game's rounds, 422 'Please select a course for round N.' without a course. */
export function requireRoundWithCourse(game: Game, roundNumber: number): GameRound {
  requirePlannedRound(game, roundNumber);
  const round = game.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round) throw new RuleViolationError(gameMessages.courseRequired(roundNumber));
  return round;
}

export function playerRoundOf(game: Game, playerId: string, roundNumber: number): PlayerRound | undefined {
  return game.playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === roundNumber);
}

/** Names of the players without a tee for the round, in the order they joined. */
export function playersWithoutTee(game: Game, roundNumber: number): string[] {
  return game.players.filter((p) => !playerRoundOf(game, p.id, roundNumber)?.teeSetId).map((p) => p.name);
}

/** Confirming or starting a round needs its course, the format's fewest players (2, or 1 for stroke play), and every player's tee. */
export function requireRoundReady(game: Game, roundNumber: number): GameRound {
  const round = requireRoundWithCourse(game, roundNumber);
  const { minPlayers } = gameTypeDefinition(game.gameType);
  if (game.players.length < minPlayers) {
    throw new RuleViolationError(
      minPlayers === 2 ? gameMessages.atLeastTwoPlayers : `Please add at least ${minPlayers} player${minPlayers === 1 ? '' : 's'}.`,
    );
  }
  const missing = playersWithoutTee(game, roundNumber);
  if (missing.length > 0) throw new RuleViolationError(gameMessages.missingTeeSelections(missing));
  return round;
}

/**
 * Starting a round: play moves to it; round 1 starting (or any round while the game is still
 * in setup) also puts the game in progress. Rounds start in order; a round already started
 * gives nothing, so a retried start is harmless.
 */
export function startRoundEvents(game: Game, roundNumber: number): GameEvent[] {
  if (game.status === 'completed') throw new ConflictError('This game is completed');
  const round = requireRoundReady(game, roundNumber);
  if (round.status !== 'not_started') return [];
  const previous = game.rounds.find((r) => r.roundNumber === roundNumber - 1);
  if (roundNumber > 1 && (!previous || previous.status === 'not_started')) {
    throw new ConflictError(`Round ${roundNumber - 1} has not started yet: rounds are played in order`);
  }
  const events: GameEvent[] = [{ type: 'RoundStarted', data: { gameId: game.id, roundNumber } }];
  if (game.status === 'setup') {
    events.push({ type: 'GameStatusChanged', data: { gameId: game.id, from: 'setup', status: 'in_progress' } });
  }
  return events;
}
