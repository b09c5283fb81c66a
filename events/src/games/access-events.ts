import { z } from 'zod';
import { defineEvent } from '../define-event.ts';

/** What a grant lets its holder do in a game (product spec §6): admin ⊃ player ⊃ viewer. */
export const AccessLevelData = z.enum(['admin', 'player', 'viewer']);
export type AccessLevelData = z.infer<typeof AccessLevelData>;

/**
 * How a grant came about: the game's `creator`; a signed-in user who entered one of the game's
 * access `code`s; an `email_share` made by an admin; a `player_account`, when a player was added
 * with the account of a registered user.
 */
export const AccessViaData = z.enum(['creator', 'code', 'email_share', 'player_account']);
export type AccessViaData = z.infer<typeof AccessViaData>;

/**
 * A signed-in user was given access to the game: by entering an access code (`via: 'code'`) or
 * because they were added as a player with their account (`via: 'player_account'`).
 * `playerIds` are the players whose scores a player-level grant may enter and correct (a
 * foursome's scorer holds several); who granted it is the event's metadata.userId.
 */
export const AccessGranted = defineEvent(
  'AccessGranted',
  1,
  z.object({
    gameId: z.string().uuid(),
    grantId: z.string().uuid(),
    userId: z.string().uuid(),
    level: AccessLevelData,
    via: z.enum(['code', 'player_account']),
    playerIds: z.array(z.string().uuid()),
  }),
);

/**
 * An admin shared the game with an e-mail address. It applies to the account holding that
 * address, now (`userId`, when one existed at the time) or once one is created. At level
 * player, `playerName` names the player whose scores it may enter (null: the player tied to the
 * account's own user).
 */
export const GameShared = defineEvent(
  'GameShared',
  1,
  z.object({
    gameId: z.string().uuid(),
    grantId: z.string().uuid(),
    /** Trimmed and lower-cased. */
    email: z.string(),
    userId: z.string().uuid().nullable(),
    level: AccessLevelData,
    playerName: z.string().nullable(),
  }),
);

/** An admin changed a grant: its level and/or the players it may score for (only what changed is present). */
export const AccessChanged = defineEvent(
  'AccessChanged',
  1,
  z.object({
    gameId: z.string().uuid(),
    grantId: z.string().uuid(),
    level: AccessLevelData.optional(),
    playerIds: z.array(z.string().uuid()).optional(),
  }),
);

/**
 * A grant ended: an admin `revoked` it. Before decision 0320, regenerating the codes also ended
 * every grant that came `via: 'code'` (`codes_regenerated`, decision 0026); such events stay in
 * old streams, and new codes no longer end anyone's access.
 */
export const AccessRevoked = defineEvent(
  'AccessRevoked',
  1,
  z.object({
    gameId: z.string().uuid(),
    grantId: z.string().uuid(),
    reason: z.enum(['revoked', 'codes_regenerated']),
  }),
);

/**
 * An admin replaced access codes: the game's three codes as they stand afterwards. A code that
 * changed stops letting new people in with its old links; one level may be replaced alone, the
 * other two then carried as they were. Whoever joined before keeps their access.
 */
export const GameCodesRegenerated = defineEvent(
  'GameCodesRegenerated',
  1,
  z.object({
    gameId: z.string().uuid(),
    adminCode: z.string().length(6),
    playerCode: z.string().length(6),
    viewCode: z.string().length(6),
  }),
);

/**
 * A signed-in user accepted an e-mail invitation whose share no account held yet (its address
 * had none): the share is theirs from now on, whatever their own address. Who accepted is also
 * the event's metadata.userId.
 */
export const InvitationAccepted = defineEvent(
  'InvitationAccepted',
  1,
  z.object({
    gameId: z.string().uuid(),
    grantId: z.string().uuid(),
    userId: z.string().uuid(),
  }),
);
