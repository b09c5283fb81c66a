import { z } from 'zod/mini';

const count = () => z.number().check(z.int(), z.gte(0));

/**
 * A golfer's statistics from what happened on the holes (docs/golf-rules.md section 15), summed
 * over their rounds: every figure counts only the holes where its fact was recorded, so each
 * ratio divides like with like (decision 0801).
 * - `fairways`: tee shots on par 4 and longer with the fairway recorded (`possible`), hit or missed.
 * - `greensInRegulation`: holes where the green in regulation is known (`holes`), and hit.
 * - `putts`: over the holes with putts recorded; `onGreensInRegulation`: the putts on the greens hit.
 * - `scrambling`: greens missed (`chances`) and, of them, par or better (`saved`).
 * - `sandSaves`: holes played from a bunker (`chances`) and, of them, up and down (`saved`).
 */
export const FactsStatsView = z.object({
  rounds: count(),
  fairways: z.object({ hit: count(), left: count(), right: count(), possible: count() }),
  greensInRegulation: z.object({ hit: count(), holes: count() }),
  putts: z.object({ total: count(), holes: count(), threePutts: count(), onGreensInRegulation: count() }),
  scrambling: z.object({ saved: count(), chances: count() }),
  sandSaves: z.object({ saved: count(), chances: count() }),
  penaltyStrokes: count(),
});
export type FactsStatsView = z.infer<typeof FactsStatsView>;

/** `?rounds=5|10|20`: over the golfer's last 5, 10 or 20 completed rounds (20 when absent). */
export const StatsQuery = z.object({
  rounds: z.optional(
    z.pipe(
      z.enum(['5', '10', '20'], { error: 'rounds must be 5, 10 or 20' }),
      z.transform((value) => Number(value) as 5 | 10 | 20),
    ),
  ),
});
export type StatsQuery = z.infer<typeof StatsQuery>;

/** One completed round of the golfer with its own statistics (`rounds` is 1). */
export const RoundStatsView = z.object({
  gameId: z.string(),
  gameName: z.string(),
  roundNumber: z.number().check(z.int()),
  courseName: z.nullable(z.string()),
  playedAt: z.string(),
  stats: FactsStatsView,
});
export type RoundStatsView = z.infer<typeof RoundStatsView>;

/** GET /api/users/me/stats/rounds: the golfer's last completed rounds, newest first, each with its statistics. */
export const RoundStatsListResponse = z.object({ rounds: z.array(RoundStatsView) });
export type RoundStatsListResponse = z.infer<typeof RoundStatsListResponse>;
