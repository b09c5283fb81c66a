import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { HoleFactsView } from './hole-facts-fields.ts';

/**
 * A hole score as the read side holds it. `strokes` are the gross strokes entered; `netScore`,
 * `points` and `strokesReceived` (handicap strokes on the hole, negative where a plus handicap
 * gives strokes back) are derived by the server with @golf/golf from the current course
 * handicaps and tee, so they follow a handicap or stroke-index change. Points are 0 in match
 * play and skins, which have their own results. `facts`: what happened on the hole as recorded
 * with the strokes (only the facts recorded; absent when none).
 */
export const HoleScoreView = z.object({
  id: z.string().check(z.uuid()),
  gameId: z.string().check(z.uuid()),
  playerId: z.string().check(z.uuid()),
  roundNumber: z.number().check(z.int()),
  holeNumber: z.number().check(z.int()),
  strokes: z.number().check(z.int()),
  netScore: z.number().check(z.int()),
  points: z.number(),
  strokesReceived: z.number().check(z.int()),
  facts: z.optional(HoleFactsView),
});
export type HoleScoreView = z.infer<typeof HoleScoreView>;

export const HoleScoreListResponse = z.array(HoleScoreView);
export type HoleScoreListResponse = z.infer<typeof HoleScoreListResponse>;

/** What a score command did: a first score, a different value, or the same value again (nothing recorded). */
export const ScoreChange = z.enum(['entered', 'corrected', 'unchanged']);
export type ScoreChange = z.infer<typeof ScoreChange>;

/**
 * A score command's answer, sent without waiting for the read side: the hole score after it
 * (net, points and strokes received derived by the server with @golf/golf from the game's
 * current handicaps and tees, as the projector derives them), what changed, and the position
 * (send it as X-Min-Position on the next read: leaderboards include the score once the
 * projector has it). `unchanged` still answers 200 with the position of the game's current
 * state. This server always sets `score`; it stays nullable for clients written when it was
 * null whenever the projector was behind.
 */
export const ScoreCommandResponse = z.merge(z.object({ score: z.nullable(HoleScoreView), change: ScoreChange }), CommandPosition);
export type ScoreCommandResponse = z.infer<typeof ScoreCommandResponse>;

/** One player's quota change after a completed round of quota scoring. */
export const QuotaAdjustmentView = z.object({
  playerId: z.string().check(z.uuid()),
  previousQuota: z.number().check(z.int()),
  quotaDelta: z.number().check(z.int()),
  nextQuota: z.number().check(z.int()),
});
export type QuotaAdjustmentView = z.infer<typeof QuotaAdjustmentView>;

/**
 * POST adjust-quotas: each player's quota for round `nextRound`, from the completed round's
 * points (`clamp(quota + trunc(delta / 2), 10, 45)`), as recorded (a repeat that finds the same
 * quotas already recorded records nothing and answers them again).
 */
export const AdjustQuotasResponse = z.merge(
  z.object({ completedRound: z.number().check(z.int()), nextRound: z.number().check(z.int()), adjustments: z.array(QuotaAdjustmentView) }),
  CommandPosition,
);
export type AdjustQuotasResponse = z.infer<typeof AdjustQuotasResponse>;
