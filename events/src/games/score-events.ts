import { z } from 'zod';
import { defineEvent } from '../define-event.ts';

/**
 * How the person who wrote a score reached the game: as its owner (the admin who created it),
 * through a share (admin/player/viewer e-mail share), or with an access code. Kept on every
 * score event so the history shows who could change what.
 */
export const ScoreAccess = z.enum(['owner', 'shared_admin', 'shared_player', 'code_admin', 'code_player']);

const scoreFacts = {
  gameId: z.string().uuid(),
  /** Stable id of the hole score: derived from game, player, round and hole (uuid v5 style). */
  scoreId: z.string().uuid(),
  playerId: z.string().uuid(),
  roundNumber: z.number().int().min(1),
  holeNumber: z.number().int().min(1).max(18),
  /** Gross strokes, 1 … 15. Net and points are derived by the read side, never stored here. */
  strokes: z.number().int().min(1).max(15),
  /** The user who entered it; null for a code-only visitor. */
  enteredByUserId: z.string().uuid().nullable(),
  access: ScoreAccess,
};

/** The first score recorded for a player on a hole of a round. */
export const ScoreEntered = defineEvent('ScoreEntered', 1, z.object(scoreFacts));

/** A later, different value for a hole already scored; keeps the value it replaced. */
export const ScoreCorrected = defineEvent(
  'ScoreCorrected',
  1,
  z.object({ ...scoreFacts, previousStrokes: z.number().int().min(1).max(15) }),
);

/**
 * The organiser asked for every score to be re-derived from the current handicaps (the
 * "Recalculate All Scores" action). Derived values already follow the handicaps; this marks the
 * moment the organiser reviewed them, so the read side can report how many changed since.
 */
export const ScoresRecalculated = defineEvent('ScoresRecalculated', 1, z.object({ gameId: z.string().uuid() }));

/**
 * Quotas for the next round after a completed round of quota scoring (GOLF-RULES §6):
 * `clamp(current + trunc(delta / 2), 10, 45)`, recorded per player so it can be audited.
 */
export const QuotasAdjusted = defineEvent(
  'QuotasAdjusted',
  1,
  z.object({
    gameId: z.string().uuid(),
    completedRound: z.number().int().min(1),
    adjustments: z.array(
      z.object({
        playerId: z.string().uuid(),
        previousQuota: z.number().int(),
        quotaDelta: z.number().int(),
        nextQuota: z.number().int(),
      }),
    ),
  }),
);
