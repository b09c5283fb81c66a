import { z } from 'zod/mini';

/** A cup match's format: four-ball (better ball), foursomes (one ball a side, alternate shots) or singles. */
export const CupFormat = z.enum(['four_ball', 'foursomes', 'singles'], { error: 'Format must be four_ball, foursomes or singles' });
export type CupFormat = z.infer<typeof CupFormat>;

/** Team 0 or team 1 of the cup, as it lists them. */
export const CupTeamIndex = z.union([z.literal(0), z.literal(1)]);

const pointsPair = z.tuple([z.number(), z.number()]);

/**
 * On a cup match's game boards: the match as the cup counts it (docs/golf-rules.md section 16),
 * team 0's side first. `statusText` is section 5's status; `up` and `holesLeft` what it stands on.
 */
export const CupMatchLineView = z.object({
  format: CupFormat,
  value: z.number(),
  state: z.enum(['not_started', 'in_progress', 'decided']),
  statusText: z.string(),
  up: z.number().check(z.int()),
  holesLeft: z.number().check(z.int()),
  result: z.nullable(z.string()),
  leader: z.nullable(CupTeamIndex),
  thru: z.number().check(z.int()),
  decidedOn: z.nullable(z.number().check(z.int())),
  points: pointsPair,
  projectedPoints: pointsPair,
});
export type CupMatchLineView = z.infer<typeof CupMatchLineView>;
