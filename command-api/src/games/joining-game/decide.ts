import { gameMessages, sharingMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import { accessLevelOfCode, atLeast, claimedPlayerIds, isGrantOf, type GameActor } from '../access/access-rule.ts';
import { actorAccessOf } from '../access/require-access.ts';
import { isGame, type Game, type GameState } from '@golf/events';

/** A signed-in user enters one of the game's codes, with a player code choosing the player they score for. */
export interface JoinGame {
  actor: GameActor;
  grantId: string;
  code: string;
  playerId: string | null;
}

/** The player to tie a player's access to: the game's (400), and nobody else's already (409). */
function requireClaimablePlayer(game: Game, actor: GameActor, playerId: string): void {
  const player = game.players.find((candidate) => candidate.id === playerId);
  if (!player) throw new BadRequestError(sharingMessages.playerNotInGame);
  const othersGrants = game.access.filter((grant) => !isGrantOf(grant, actor));
  const othersPlayers = game.players.filter((candidate) => candidate.userId !== actor.id);
  const claimed = claimedPlayerIds(othersGrants, othersPlayers).includes(playerId);
  if (claimed) throw new ConflictError(sharingMessages.playerClaimed(player.name));
}

/**
 * Joining with a code records the level it grants (AccessGranted via code), tied to the chosen
 * player at level player. A wrong code, or a game that is not there, answers the same 404
 * ('Invalid access code or game not found'), so a guess learns nothing. Someone who already has
 * that much access records nothing, unless a player code adds a player they did not score for.
 */
export function decideJoinGame(command: JoinGame, state: GameState): GameEvent[] {
  const level = isGame(state) ? accessLevelOfCode(state.codes, command.code) : null;
  if (!isGame(state) || !level) throw new NotFoundError(gameMessages.invalidAccessCode);
  const game = state;
  const playerId = level === 'player' ? command.playerId : null;
  if (playerId) requireClaimablePlayer(game, command.actor, playerId);
  const current = actorAccessOf(game, command.actor);
  const addsPlayer = playerId !== null && current?.level === 'player' && !current.playerIds.includes(playerId);
  if (current && atLeast(current.level, level) && !addsPlayer) return [];
  return [
    {
      type: 'AccessGranted',
      data: {
        gameId: game.id,
        grantId: command.grantId,
        userId: command.actor.id,
        level,
        via: 'code',
        playerIds: playerId ? [playerId] : [],
      },
    },
  ];
}
