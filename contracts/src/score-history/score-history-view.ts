import { z } from 'zod/mini';
import { HoleFactsView } from '../scores/hole-facts-fields.ts';

/** How the writer reached the game when they wrote the score (the score events' ScoreAccess). */
export const ScoreHistoryAccess = z.enum(['owner', 'shared_admin', 'shared_player', 'code_admin', 'code_player']);
export type ScoreHistoryAccess = z.infer<typeof ScoreHistoryAccess>;

/**
 * One recorded change of a hole score, as the event log holds it: a first entry
 * (`previousStrokes` null) or a correction (`previousStrokes` the value it replaced; the strokes
 * may be the same when only the facts changed). `facts` and `previousFacts` are the hole's facts
 * recorded after and before it (only those recorded; null: none). `who` is
 * null for a code-only visitor; `displayName` is null when the user is not (or no longer) known.
 */
export const ScoreHistoryEntry = z.object({
  eventId: z.string().check(z.uuid()),
  kind: z.enum(['entered', 'corrected']),
  scoreId: z.string().check(z.uuid()),
  playerId: z.string().check(z.uuid()),
  playerName: z.string(),
  roundNumber: z.number().check(z.int()),
  holeNumber: z.number().check(z.int()),
  strokes: z.number().check(z.int()),
  previousStrokes: z.nullable(z.number().check(z.int())),
  facts: z.nullable(HoleFactsView),
  previousFacts: z.nullable(HoleFactsView),
  who: z.nullable(z.object({ userId: z.string().check(z.uuid()), displayName: z.nullable(z.string()) })),
  occurredAt: z.string(),
  access: ScoreHistoryAccess,
});
export type ScoreHistoryEntry = z.infer<typeof ScoreHistoryEntry>;

export const ScoreHistoryResponse = z.object({ entries: z.array(ScoreHistoryEntry) });
export type ScoreHistoryResponse = z.infer<typeof ScoreHistoryResponse>;

const wholeNumber = (label: string, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,3}$/, `${label} must be a whole number`)), z.transform(Number))
    .check(z.refine((value) => value >= 1 && value <= max, `${label} must be between 1 and ${max}`));

/** Optional filters of GET /api/games/{id}/score-history. */
export const ScoreHistoryQuery = z.object({
  round: z.optional(wholeNumber('round', 999)),
  hole: z.optional(wholeNumber('hole', 18)),
  playerId: z.optional(z.string().check(z.uuid('playerId must be a player id'))),
});
export type ScoreHistoryQuery = z.infer<typeof ScoreHistoryQuery>;
