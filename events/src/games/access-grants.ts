import type { EventMetadata } from '../store/event-store.ts';
import type { AccessLevelData, AccessViaData } from './access-events.ts';
import type { GameEvent } from './game-event-list.ts';

/**
 * One way into a game: who holds it (an account `userId`, or the `email` of an e-mail share
 * until an account with it exists), its level, how it came about, and the players whose scores
 * it may enter (player level). A player grant is tied to the players in `playerIds`, to the
 * player named `playerName` (e-mail shares) and to the players whose account is its holder's.
 * `grantId` is the creator's game id for the creator, and the player's id for a player account.
 */
export interface AccessGrant {
  grantId: string;
  level: AccessLevelData;
  via: AccessViaData;
  userId: string | null;
  email: string | null;
  playerName: string | null;
  playerIds: string[];
  /** The user who granted it (metadata.userId); null for the creator's own grant. */
  grantedBy: string | null;
}

export type GameEventWithMetadata = GameEvent & { metadata: Pick<EventMetadata, 'userId' | 'schemaVersion'> };

/**
 * PlayerAdded before version 2 carried access with it: the user of a player row could open the
 * game and score that player. From version 2 that access is its own AccessGranted event, so a
 * version-1 event with a userId is read as both.
 */
function legacyPlayerAccount(
  grants: readonly AccessGrant[],
  event: Extract<GameEventWithMetadata, { type: 'PlayerAdded' }>,
): readonly AccessGrant[] {
  const { playerId, userId } = event.data;
  if (event.metadata.schemaVersion >= 2 || !userId || grants.some((grant) => grant.userId === userId)) return grants;
  const grant: AccessGrant = {
    grantId: playerId,
    level: 'player',
    via: 'player_account',
    userId,
    email: null,
    playerName: null,
    playerIds: [playerId],
    grantedBy: event.metadata.userId,
  };
  return [...grants, grant];
}

/** A removed player is no longer anyone's to score; a player account's grant ends with its player. */
function withoutPlayer(grants: readonly AccessGrant[], playerId: string): AccessGrant[] {
  return grants
    .map((grant) => (grant.playerIds.includes(playerId) ? { ...grant, playerIds: grant.playerIds.filter((id) => id !== playerId) } : grant))
    .filter((grant) => !(grant.via === 'player_account' && grant.playerIds.length === 0));
}

/** The grants of a game after one more of its events; events that do not touch access leave them as they are. */
export function evolveAccessGrants(grants: readonly AccessGrant[], event: GameEventWithMetadata): readonly AccessGrant[] {
  const { metadata } = event;
  switch (event.type) {
    case 'GameCreated': {
      const { gameId, createdBy } = event.data;
      const creator: AccessGrant = {
        grantId: gameId,
        level: 'admin',
        via: 'creator',
        userId: createdBy,
        email: null,
        playerName: null,
        playerIds: [],
        grantedBy: null,
      };
      return [creator];
    }
    case 'PlayerAdded':
      return legacyPlayerAccount(grants, event);
    case 'PlayerRemoved':
      return withoutPlayer(grants, event.data.playerId);
    case 'AccessGranted': {
      const { grantId, userId, level, via, playerIds } = event.data;
      return [...grants, { grantId, level, via, userId, email: null, playerName: null, playerIds, grantedBy: metadata.userId }];
    }
    case 'GameShared': {
      const { grantId, email, userId, level, playerName } = event.data;
      return [...grants, { grantId, level, via: 'email_share', userId, email, playerName, playerIds: [], grantedBy: metadata.userId }];
    }
    case 'AccessChanged': {
      // Players chosen by hand replace the tie by name: the admin now says exactly whom it scores.
      const { grantId, level, playerIds } = event.data;
      const ties = playerIds ? { playerIds, playerName: null } : {};
      return grants.map((grant) => (grant.grantId === grantId ? { ...grant, ...(level ? { level } : {}), ...ties } : grant));
    }
    case 'AccessRevoked':
      return grants.filter((grant) => grant.grantId !== event.data.grantId);
    case 'InvitationAccepted': {
      // The share is the accepting account's now: its address no longer decides whose it is.
      const { grantId, userId } = event.data;
      return grants.map((grant) => (grant.grantId === grantId ? { ...grant, userId } : grant));
    }
    default:
      return grants;
  }
}
