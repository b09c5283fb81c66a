import type { GameEvent } from '@golf/events';
import { gameTypeDefinition } from '@golf/golf';
import { ConflictError, RuleViolationError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { playerNamed, requireHandicapIndex, requireTeamFormat } from '../rules/player-rules.ts';
import type { GameActor } from '../access/access-rule.ts';

/** Add a player: typed in by hand (userId null) or a registered user. */
export interface AddPlayer {
  actor: GameActor;
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
 * plays once per game. A registered user without access to the game gets player access tied to
 * their player (AccessGranted via player_account, the grant named by the player's id).
 */
export function decideAddPlayer(command: AddPlayer, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
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
  const added: GameEvent = { type: 'PlayerAdded', data: { gameId: game.id, playerId, name, handicap, ghinId, userId, teamNumber } };
  if (!userId || game.access.some((grant) => grant.userId === userId)) return [added];
  const access: GameEvent = {
    type: 'AccessGranted',
    data: { gameId: game.id, grantId: playerId, userId, level: 'player', via: 'player_account', playerIds: [playerId] },
  };
  return [added, access];
}
