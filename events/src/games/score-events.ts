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
  /** Gross strokes, 1 … 15: the score. Net and points are derived wherever they are shown (asEntered records what was shown). */
  strokes: z.number().int().min(1).max(15),
  /** The user who entered it; null for a code-only visitor. */
  enteredByUserId: z.string().uuid().nullable(),
  access: ScoreAccess,
};

/**
 * Net and points as the scorer was answered when the strokes were recorded (docs/golf-rules.md sections 2 and 3,
 * from the handicaps and tees of that moment): a record of what they were shown, which 'Recalculate
 * All Scores' compares with (decision 0770). Never the score: no projection or screen reads it,
 * each derives the score again from the strokes and the current handicaps. Null on events
 * recorded before version 2, which did not keep them.
 */
export const ScoreAsEntered = z.object({ netScore: z.number().int(), points: z.number() }).nullable();

/**
 * What happened on the hole beside the strokes (docs/golf-rules.md section 15), as recorded:
 * only the facts recorded are present (absent: not recorded), and a score with none holds null.
 * The ranges and combinations are @golf/golf's `holeFactsProblems`, checked before recording.
 */
export const HoleFactsData = z
  .object({
    putts: z.number().int().min(0).max(10),
    fairway: z.enum(['hit', 'left', 'right']),
    bunker: z.boolean(),
    sandSave: z.boolean(),
    penalties: z.number().int().min(0).max(5),
    chipIn: z.boolean(),
    polie: z.boolean(),
    greenInRegulation: z.boolean(),
  })
  .partial()
  .strict();
export type HoleFactsData = z.infer<typeof HoleFactsData>;

/**
 * Events of version 1 did not keep what the scorer was answered; those before version 3 held no
 * facts (a correction, none it replaced).
 */
const upcastScore =
  (corrected: boolean) =>
  (data: unknown, fromVersion: number): unknown => {
    if (!isRecord(data)) return data;
    const answered = fromVersion < 2 ? { asEntered: null } : {};
    const facts = fromVersion < 3 ? { facts: null, ...(corrected ? { previousFacts: null } : {}) } : {};
    return { ...data, ...answered, ...facts };
  };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The first score recorded for a player on a hole of a round. Version 2 adds `asEntered`,
 * version 3 `facts`: the hole's facts recorded with it (null: none).
 */
export const ScoreEntered = defineEvent(
  'ScoreEntered',
  3,
  z.object({ ...scoreFacts, facts: HoleFactsData.nullable(), asEntered: ScoreAsEntered }),
  upcastScore(false),
);

/**
 * A later, different value for a hole already scored: other strokes, other facts or both; keeps
 * the strokes and facts it replaced. Version 2 adds `asEntered`, version 3 `facts` and
 * `previousFacts` (the hole's whole facts after and before: null, none).
 */
export const ScoreCorrected = defineEvent(
  'ScoreCorrected',
  3,
  z.object({
    ...scoreFacts,
    facts: HoleFactsData.nullable(),
    previousStrokes: z.number().int().min(1).max(15),
    previousFacts: HoleFactsData.nullable(),
    asEntered: ScoreAsEntered,
  }),
  upcastScore(true),
);

/**
 * The organiser had every hole score derived again from the current handicaps and tees (the
 * "Recalculate All Scores" action). Derived values already follow the handicaps; this records
 * the review: `updatedScores` of the game's scores no longer had the net or points they were
 * entered (or last recalculated) with, and `scores` holds their values now, the new reference
 * for the next review. Version 1 recorded only the game: it counts as reviewing nothing.
 */
export const ScoresRecalculated = defineEvent(
  'ScoresRecalculated',
  2,
  z.object({
    gameId: z.string().uuid(),
    updatedScores: z.number().int().min(0),
    scores: z.array(z.object({ scoreId: z.string().uuid(), netScore: z.number().int(), points: z.number() })),
  }),
  (data, fromVersion) => (fromVersion < 2 && isRecord(data) ? { ...data, updatedScores: 0, scores: [] } : data),
);

/**
 * Quotas for the next round after a completed round of quota scoring (docs/golf-rules.md section 6):
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
