import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { HandicapIndexField, isBlank, optionalId, optionalText } from './game-fields.ts';
import { gameMessages } from './game-messages.ts';

const playerName = z
  .string({ error: typeError({ required: gameMessages.playerNameRequired, invalid: gameMessages.playerNameRequired }) })
  .check(z.trim(), z.minLength(1, gameMessages.playerNameRequired), z.maxLength(100, gameMessages.playerNameTooLong));

/** 1, 2 or none. The team step's layouts (3 or 4 teams) go through PUT /api/games/{id}/teams. */
const teamNumber = z.pipe(
  z.transform((value) => (isBlank(value) ? null : typeof value === 'string' ? Number(value) : value)),
  z.nullable(z.union([z.literal(1), z.literal(2)], { error: gameMessages.teamNumber })),
);

/**
 * Totals are derived from the scores by the read side; a client may still send them (the
 * original app did) and they are ignored.
 */
const ignoredTotal = z.optional(
  z.number({ error: typeError({ invalid: 'Totals are numbers (and are ignored: they come from the scores)' }) }),
);

/**
 * POST /api/games/{gameId}/players. A player whose name (lower-cased) is already in the game is
 * not added twice: the answer then carries the existing player with `added: false`.
 */
export const AddPlayerBody = z.object({
  /** Optional; when sent it must be the game of the path. */
  gameId: z.optional(z.string().check(z.uuid('gameId must be the game of the path'))),
  name: playerName,
  handicap: HandicapIndexField,
  ghinId: z.pipe(
    z.optional(optionalText(20, 'GHIN id must be at most 20 characters')),
    z.transform((value) => value ?? null),
  ),
  /** A registered user playing; null for a player typed in by hand. */
  userId: z.pipe(
    z.optional(optionalId('userId must be a user id')),
    z.transform((value) => value ?? null),
  ),
  teamNumber: z.pipe(
    z.optional(teamNumber),
    z.transform((value) => value ?? null),
  ),
  totalPoints: ignoredTotal,
  totalStrokes: ignoredTotal,
});
export type AddPlayerBody = z.infer<typeof AddPlayerBody>;

/** PATCH /api/players/{id}: only the fields present change; totalPoints and totalStrokes are ignored. */
export const UpdatePlayerBody = z.partial(
  z.object({
    name: playerName,
    handicap: HandicapIndexField,
    ghinId: optionalText(20, 'GHIN id must be at most 20 characters'),
    teamNumber,
    totalPoints: ignoredTotal,
    totalStrokes: ignoredTotal,
  }),
);
export type UpdatePlayerBody = z.infer<typeof UpdatePlayerBody>;

/**
 * PUT /api/games/{id}/teams: the team step. Every player of the game on a team 1 … teamCount,
 * each team exactly as strong as the game type's configuration says. `teamCount` picks the
 * layout where there are two (8 best-ball players: 4 teams of 2 or 2 of 4); left out, the first.
 */
export const AssignTeamsBody = z.object({
  teamCount: z.optional(
    z
      .number({ error: typeError({ invalid: 'teamCount must be a whole number' }) })
      .check(z.int('teamCount must be a whole number'), z.gte(2), z.lte(4)),
  ),
  assignments: z
    .array(
      z.object({
        playerId: z.string({ error: typeError({ required: 'playerId is required' }) }).check(z.uuid('playerId must be a player id')),
        teamNumber: z
          .number({
            error: typeError({ required: 'All players must be assigned to a team', invalid: 'All players must be assigned to a team' }),
          })
          .check(z.int(), z.gte(1, 'All players must be assigned to a team'), z.lte(4, 'All players must be assigned to a team')),
      }),
    )
    .check(z.minLength(1, 'All players must be assigned to a team'), z.maxLength(20)),
});
export type AssignTeamsBody = z.infer<typeof AssignTeamsBody>;

export const PlayerIdParam = z.object({ id: z.string() });
