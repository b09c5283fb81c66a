import { z } from 'zod/mini';
import { GameStatus, GameTypeId } from '../games/game-fields.ts';

const ResultFigure = z.object({ kind: z.enum(['points', 'quota', 'holes', 'skins', 'strokes']), value: z.number() });

/**
 * GET /api/trips/{id}/standings: every person's money over the trip's games, worked out by
 * @golf/golf's tripStandings from the games' leaderboards (the same shape), and the settle-up.
 * Amounts are whole cents; `key` is `user:{id}`, or `name:{name}` for a player without an account.
 * A game being repaired is left out, and named in `beingRepaired`.
 */
export const TripStandingsView = z.object({
  games: z.array(z.object({ gameId: z.string().check(z.uuid()), name: z.string(), gameType: GameTypeId, status: GameStatus })),
  /** Some game of the trip is not completed yet (in setup or being played): the money may still move. */
  provisional: z.boolean(),
  people: z.array(
    z.object({
      key: z.string(),
      userId: z.nullable(z.string().check(z.uuid())),
      name: z.string(),
      member: z.boolean(),
      payoutCents: z.number().check(z.int()),
      nassauCents: z.number().check(z.int()),
      skinsCents: z.number().check(z.int()),
      stakeCents: z.number().check(z.int()),
      /** Wolf, Las Vegas and the hole-fact games, won or lost. */
      sideGamesCents: z.number().check(z.int()),
      netCents: z.number().check(z.int()),
      games: z.array(
        z.object({
          gameId: z.string().check(z.uuid()),
          position: z.number().check(z.int()),
          tied: z.boolean(),
          /** False while the person has no hole played in the game: shown "not started" rather than a position. */
          started: z.boolean(),
          result: ResultFigure,
          netCents: z.number().check(z.int()),
        }),
      ),
    }),
  ),
  payments: z.array(z.object({ from: z.string(), to: z.string(), cents: z.number().check(z.int()) })),
  centsMoved: z.number().check(z.int()),
  naiveCentsMoved: z.number().check(z.int()),
  /**
   * The trip's games left out of these figures because they are being repaired (the projector
   * set their streams aside: their leaderboards are not current); empty when every game counts.
   */
  beingRepaired: z.array(z.object({ gameId: z.string().check(z.uuid()), name: z.string() })),
});
export type TripStandingsView = z.infer<typeof TripStandingsView>;
