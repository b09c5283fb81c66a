import { z } from 'zod';

/** How the writer reached the game when they wrote the score (the score events' ScoreAccess). */
export const ScoreHistoryAccess = z.enum(['owner', 'shared_admin', 'shared_player', 'code_admin', 'code_player']);
export type ScoreHistoryAccess = z.infer<typeof ScoreHistoryAccess>;

/**
 * One recorded change of a hole score, as the event log holds it: a first entry
 * (`previousStrokes` null) or a correction (`previousStrokes` the value it replaced). `who` is
 * null for a code-only visitor; `displayName` is null when the user is not (or no longer) known.
 */
export const ScoreHistoryEntry = z.object({
  eventId: z.string().uuid(),
  kind: z.enum(['entered', 'corrected']),
  scoreId: z.string().uuid(),
  playerId: z.string().uuid(),
  playerName: z.string(),
  roundNumber: z.number().int(),
  holeNumber: z.number().int(),
  strokes: z.number().int(),
  previousStrokes: z.number().int().nullable(),
  who: z.object({ userId: z.string().uuid(), displayName: z.string().nullable() }).nullable(),
  occurredAt: z.string(),
  access: ScoreHistoryAccess,
});
export type ScoreHistoryEntry = z.infer<typeof ScoreHistoryEntry>;

export const ScoreHistoryResponse = z.object({ entries: z.array(ScoreHistoryEntry) });
export type ScoreHistoryResponse = z.infer<typeof ScoreHistoryResponse>;

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `${label} must be between 1 and ${max}`);

/** Optional filters of GET /api/games/{id}/score-history. */
export const ScoreHistoryQuery = z.object({
  round: wholeNumber('round', 999).optional(),
  hole: wholeNumber('hole', 18).optional(),
  playerId: z.string().uuid('playerId must be a player id').optional(),
});
export type ScoreHistoryQuery = z.infer<typeof ScoreHistoryQuery>;
