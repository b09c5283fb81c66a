import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { GameAccessLevel } from '../games/game-fields.ts';
import { gameMessages } from '../games/game-messages.ts';
import { sharingMessages } from './sharing-messages.ts';

/** POST /api/games/{id}/share-links: an optional player the player link picks. */
export const ShareLinksBody = z.nullish(z.object({ playerId: z.nullish(z.string().check(z.uuid(sharingMessages.playerNotInGame))) }));
export type ShareLinksBody = z.infer<typeof ShareLinksBody>;

/**
 * POST /api/games/{id}/share-with-user: an e-mail address (trimmed; a mail is sent to it), the level,
 * and for a player the player whose scores they may enter (empty: their own).
 */
export const ShareWithUserBody = z.object({
  email: z.pipe(
    z
      .string({ error: typeError({ required: sharingMessages.emailRequired, invalid: sharingMessages.emailRequired }) })
      .check(z.trim(), z.minLength(1, sharingMessages.emailRequired)),
    z.string().check(z.maxLength(254, sharingMessages.invalidEmail), z.email(sharingMessages.invalidEmail)),
  ),
  accessLevel: GameAccessLevel,
  playerName: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(100, gameMessages.playerNameTooLong))),
    z.transform((name) => (name ? name : null)),
  ),
});
export type ShareWithUserBody = z.input<typeof ShareWithUserBody>;

/** PATCH /api/game-shares/{shareId}: a new level, the players a player's access scores for, or both. */
export const UpdateShareBody = z
  .object({
    accessLevel: z.optional(GameAccessLevel),
    playerIds: z.optional(z.array(z.string().check(z.uuid(sharingMessages.playerNotInGame))).check(z.maxLength(20))),
  })
  .check(
    z.refine((body) => body.accessLevel !== undefined || body.playerIds !== undefined, { message: sharingMessages.updateNeedsAChange }),
  );
export type UpdateShareBody = z.infer<typeof UpdateShareBody>;

/**
 * POST /api/games/{id}/regenerate-codes: with `level`, that level's code alone is replaced (a
 * leaked viewer link must not cost the players theirs); without, all three.
 */
export const RegenerateCodesBody = z.nullish(z.object({ level: z.optional(GameAccessLevel) }));
export type RegenerateCodesBody = z.infer<typeof RegenerateCodesBody>;

export const ShareIdParam = z.object({ shareId: z.string() });

/** POST /api/games/{id}/join: a code of the game and, with a player code, the player to score for. */
export const JoinGameBody = z.object({
  code: z.pipe(
    z
      .string({ error: typeError({ required: gameMessages.invalidAccessCode, invalid: gameMessages.invalidAccessCode }) })
      .check(z.trim(), z.minLength(1, gameMessages.invalidAccessCode), z.maxLength(6, gameMessages.invalidAccessCode)),
    z.transform((code) => code.toUpperCase()),
  ),
  playerId: z.nullish(z.string().check(z.uuid(sharingMessages.playerNotInGame))),
});
export type JoinGameBody = z.input<typeof JoinGameBody>;
