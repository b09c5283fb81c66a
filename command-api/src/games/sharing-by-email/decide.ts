import { sharingMessages } from '@golf/contracts';
import type { AccessGrant, GameEvent } from '@golf/events';
import { BadRequestError, ConflictError } from '../../commands/domain-error.ts';
import type { GameActor } from '../access/access-rule.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { Game, GameState } from '@golf/events';
import { playerNamed } from '../rules/player-rules.ts';

/**
 * Share the game with an e-mail address. `email` is trimmed and lower-cased; `userId` is the
 * account holding it when the share is made (null: it applies once one is created); `grantId`
 * names a new share.
 */
export interface ShareWithUser {
  actor: GameActor;
  grantId: string;
  email: string;
  userId: string | null;
  level: 'admin' | 'player' | 'viewer';
  playerName: string | null;
}

/** The access the address (or its account) already holds, besides the creator's. */
function existingShare(game: Game, command: ShareWithUser): AccessGrant | undefined {
  return game.access.find(
    (grant) => grant.via !== 'creator' && ((command.userId !== null && grant.userId === command.userId) || grant.email === command.email),
  );
}

/**
 * An admin shares the game (GameShared). An address that already has access gets the new level
 * and player (AccessChanged) or, with nothing different, nothing; the creator keeps admin (409).
 * At level player a `playerName` must name a player of the game (400); left empty, the share
 * scores for the player whose account it is.
 */
export function decideShareWithUser(command: ShareWithUser, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const creator = game.access.find((grant) => grant.via === 'creator');
  if (command.userId !== null && command.userId === creator?.userId) throw new ConflictError(sharingMessages.creatorKeepsAccess);
  const playerName = command.level === 'player' ? command.playerName : null;
  const named = playerName === null ? null : playerNamed(game, playerName);
  if (playerName !== null && !named) throw new BadRequestError(`No player named “${playerName}” in this game`);

  const existing = existingShare(game, command);
  if (!existing) {
    const { grantId, email, userId, level } = command;
    return [{ type: 'GameShared', data: { gameId: game.id, grantId, email, userId, level, playerName: named?.name ?? null } }];
  }
  const level = existing.level === command.level ? undefined : command.level;
  const ties = named && !existing.playerIds.includes(named.id) && existing.playerName !== named.name ? [named.id] : undefined;
  if (level === undefined && ties === undefined) return [];
  return [
    {
      type: 'AccessChanged',
      data: { gameId: game.id, grantId: existing.grantId, ...(level ? { level } : {}), ...(ties ? { playerIds: ties } : {}) },
    },
  ];
}
