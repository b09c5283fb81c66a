import { z } from 'zod';
import { defineEvent } from '../define-event.ts';

/** A team number as stored on a player: 1, 2 or none (teams 3 and up play as team 2). */
export const StoredTeamData = z.union([z.literal(1), z.literal(2)]).nullable();

/**
 * A player joined the game: typed in (no userId) or a registered user. `handicap` is their
 * handicap index, −10 … 54 (negative for plus golfers). Version 2: the user's access to the game
 * is recorded apart, by AccessGranted; a version-1 event with a userId also granted it
 * (access-grants.ts reads it so).
 */
export const PlayerAdded = defineEvent(
  'PlayerAdded',
  2,
  z.object({
    gameId: z.string().uuid(),
    playerId: z.string().uuid(),
    name: z.string(),
    handicap: z.number(),
    ghinId: z.string().nullable(),
    userId: z.string().uuid().nullable(),
    teamNumber: StoredTeamData,
  }),
);

/** Only the fields that changed are present. */
export const PlayerDetailsChanged = defineEvent(
  'PlayerDetailsChanged',
  1,
  z.object({
    gameId: z.string().uuid(),
    playerId: z.string().uuid(),
    changes: z.object({
      name: z.string().optional(),
      handicap: z.number().optional(),
      ghinId: z.string().nullable().optional(),
      teamNumber: StoredTeamData.optional(),
    }),
  }),
);

export const PlayerRemoved = defineEvent('PlayerRemoved', 1, z.object({ gameId: z.string().uuid(), playerId: z.string().uuid() }));

/**
 * The organiser split the players into `teamCount` teams of `teamSize`, as the team step showed
 * them (team numbers 1 … teamCount). Stored team numbers merge teams 3 and up into team 2
 * (`storedTeamNumber` in @golf/golf), so the chosen layout is kept here for a later replay.
 */
export const TeamsAssigned = defineEvent(
  'TeamsAssigned',
  1,
  z.object({
    gameId: z.string().uuid(),
    teamCount: z.number().int().min(2),
    teamSize: z.number().int().min(1),
    assignments: z.array(z.object({ playerId: z.string().uuid(), teamNumber: z.number().int().min(1) })),
  }),
);
