import { z } from 'zod';
import { GameStatus, GameTypeId } from '../games/game-fields.ts';

const ResultFigure = z.object({ kind: z.enum(['points', 'quota', 'holes', 'skins', 'strokes']), value: z.number() });

/**
 * GET /api/trips/{id}/standings: every person's money over the trip's games, worked out by
 * @golf/golf's tripStandings from the games' leaderboards (the same shape), and the settle-up.
 * Amounts are whole cents; `key` is `user:{id}`, or `name:{name}` for a player without an account.
 */
export const TripStandingsView = z.object({
  games: z.array(z.object({ gameId: z.string().uuid(), name: z.string(), gameType: GameTypeId, status: GameStatus })),
  people: z.array(
    z.object({
      key: z.string(),
      userId: z.string().uuid().nullable(),
      name: z.string(),
      member: z.boolean(),
      payoutCents: z.number().int(),
      nassauCents: z.number().int(),
      skinsCents: z.number().int(),
      stakeCents: z.number().int(),
      netCents: z.number().int(),
      games: z.array(
        z.object({
          gameId: z.string().uuid(),
          position: z.number().int(),
          tied: z.boolean(),
          result: ResultFigure,
          netCents: z.number().int(),
        }),
      ),
    }),
  ),
  payments: z.array(z.object({ from: z.string(), to: z.string(), cents: z.number().int() })),
  centsMoved: z.number().int(),
  naiveCentsMoved: z.number().int(),
});
export type TripStandingsView = z.infer<typeof TripStandingsView>;
