import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/**
 * A row of `read.hole_scores`: the gross strokes recorded and the net score, points and
 * handicap strokes the projector derived from them with @golf/golf.
 */
export const HoleScoreRow = z.object({
  id: z.string().uuid(),
  gameId: z.string().uuid(),
  playerId: z.string().uuid(),
  roundNumber: z.number().int(),
  holeNumber: z.number().int(),
  strokes: z.number().int(),
  netScore: z.number().int(),
  points: z.number(),
  strokesReceived: z.number().int(),
  /** The facts recorded with the strokes (docs/golf-rules.md section 15), as the events hold them; null: none. */
  facts: z
    .object({
      putts: z.number().int().optional(),
      fairway: z.enum(['hit', 'left', 'right']).optional(),
      bunker: z.boolean().optional(),
      sandSave: z.boolean().optional(),
      penalties: z.number().int().optional(),
      chipIn: z.boolean().optional(),
      polie: z.boolean().optional(),
      greenInRegulation: z.boolean().optional(),
    })
    .nullable(),
});
export type HoleScoreRow = z.infer<typeof HoleScoreRow>;

export const holeScoreColumns: FragmentSqlToken = sql.fragment`
  h.id, h.game_id AS "gameId", h.player_id AS "playerId", h.round_number AS "roundNumber", h.hole_number AS "holeNumber",
  h.strokes, h.net_score AS "netScore", h.points, h.strokes_received AS "strokesReceived", h.facts
`;
