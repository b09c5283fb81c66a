import type { GameEvent } from '@golf/events';
import { gameTypeDefinition } from '@golf/golf';
import { ConflictError, RuleViolationError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../game-access.ts';
import type { GameState } from '../game-state.ts';
import { playerNamed, requireHandicapIndex, requireTeamFormat } from '../player-rules.ts';

/** Add a player: typed in by hand (userId null) or a registered user. */
export interface AddPlayer {
  actorId: string;
  playerId: string;
  name: string;
  /** Handicap index, −10 … 54. */
  handicap: number;
  ghinId: string | null;
  userId: string | null;
  teamNumber: 1 | 2 | null;
}

/**
 * A name already in the game (compared lower-cased) is skipped: nothing is recorded, so sending
 * the whole list again adds no one twice. The format's player limit holds; a registered user
 * plays once per game.
 */
export function decideAddPlayer(command: AddPlayer, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actorId);
  const name = command.name.trim();
  if (playerNamed(game, name)) return [];
  if (game.status === 'completed') throw new ConflictError('This game is completed');
  requireHandicapIndex(command.handicap);
  const type = gameTypeDefinition(game.gameType);
  if (game.players.length >= type.maxPlayers) {
    throw new RuleViolationError(`${type.name} allows at most ${type.maxPlayers} players`);
  }
  if (command.userId && game.players.some((p) => p.userId === command.userId)) {
    throw new ConflictError('This user is already a player in this game');
  }
  requireTeamFormat(game, command.teamNumber);
  const { playerId, handicap, ghinId, userId, teamNumber } = command;
  return [{ type: 'PlayerAdded', data: { gameId: game.id, playerId, name, handicap, ghinId, userId, teamNumber } }];
}
