import { sharingMessages } from '@golf/contracts';
import type { AccessGrant, GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { Game, GameState } from '@golf/events';

/** A share of the game that is not the creator's: 404 when the game holds none by that id, 409 for the creator's. */
export function requireShare(game: Game, grantId: string): AccessGrant {
  const grant = game.access.find((candidate) => candidate.grantId === grantId);
  if (!grant) throw new NotFoundError(sharingMessages.shareNotFound);
  if (grant.via === 'creator') throw new ConflictError(sharingMessages.creatorKeepsAccess);
  return grant;
}

/** Change a share's level and/or the players it scores for (a foursome's scorer holds several). */
export interface ChangeShare {
  actor: GameActor;
  grantId: string;
  level?: 'admin' | 'player' | 'viewer' | undefined;
  playerIds?: readonly string[] | undefined;
}

/**
 * An admin changes another's access (AccessChanged with what differs; nothing when nothing
 * does). Players must be the game's (400), and only a player's access is tied to players (400).
 */
export function decideChangeShare(command: ChangeShare, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const grant = requireShare(game, command.grantId);
  const level = command.level ?? grant.level;
  const playerIds = command.playerIds === undefined ? undefined : [...new Set(command.playerIds)];
  if (playerIds !== undefined) {
    if (playerIds.some((id) => !game.players.some((player) => player.id === id)))
      throw new BadRequestError(sharingMessages.playerNotInGame);
    if (level !== 'player' && playerIds.length > 0) throw new BadRequestError(sharingMessages.playersNeedPlayerAccess);
  }
  const changedLevel = level !== grant.level ? level : undefined;
  const changedPlayers =
    playerIds !== undefined && (playerIds.join() !== grant.playerIds.join() || grant.playerName !== null) ? playerIds : undefined;
  if (changedLevel === undefined && changedPlayers === undefined) return [];
  return [
    {
      type: 'AccessChanged',
      data: {
        gameId: game.id,
        grantId: grant.grantId,
        ...(changedLevel ? { level: changedLevel } : {}),
        ...(changedPlayers ? { playerIds: changedPlayers } : {}),
      },
    },
  ];
}
