import { z } from 'zod';
import { typeError } from '../errors/zod-messages.ts';
import { GameAccessLevel } from '../games/game-fields.ts';
import { gameMessages } from '../games/game-messages.ts';
import { sharingMessages } from './sharing-messages.ts';

/** POST /api/games/{id}/share-links: an optional player the player link picks. */
export const ShareLinksBody = z.object({ playerId: z.string().uuid(sharingMessages.playerNotInGame).nullish() }).nullish();
export type ShareLinksBody = z.infer<typeof ShareLinksBody>;

/**
 * POST /api/games/{id}/share-with-user: an e-mail address (trimmed; a mail is sent to it), the level,
 * and for a player the player whose scores they may enter (empty: their own).
 */
export const ShareWithUserBody = z.object({
  email: z
    .string({ error: typeError({ required: sharingMessages.emailRequired, invalid: sharingMessages.emailRequired }) })
    .trim()
    .min(1, sharingMessages.emailRequired)
    .pipe(z.string().max(254, sharingMessages.invalidEmail).email(sharingMessages.invalidEmail)),
  accessLevel: GameAccessLevel,
  playerName: z
    .string()
    .trim()
    .max(100, gameMessages.playerNameTooLong)
    .nullish()
    .transform((name) => (name ? name : null)),
});
export type ShareWithUserBody = z.input<typeof ShareWithUserBody>;

/** PATCH /api/game-shares/{shareId}: a new level, the players a player's access scores for, or both. */
export const UpdateShareBody = z
  .object({
    accessLevel: GameAccessLevel.optional(),
    playerIds: z.array(z.string().uuid(sharingMessages.playerNotInGame)).max(20).optional(),
  })
  .refine((body) => body.accessLevel !== undefined || body.playerIds !== undefined, { message: sharingMessages.updateNeedsAChange });
export type UpdateShareBody = z.infer<typeof UpdateShareBody>;

export const ShareIdParam = z.object({ shareId: z.string() });

/** POST /api/games/{id}/join: a code of the game and, with a player code, the player to score for. */
export const JoinGameBody = z.object({
  code: z
    .string({ error: typeError({ required: gameMessages.invalidAccessCode, invalid: gameMessages.invalidAccessCode }) })
    .trim()
    .min(1, gameMessages.invalidAccessCode)
    .max(6, gameMessages.invalidAccessCode)
    .transform((code) => code.toUpperCase()),
  playerId: z.string().uuid(sharingMessages.playerNotInGame).nullish(),
});
export type JoinGameBody = z.input<typeof JoinGameBody>;
