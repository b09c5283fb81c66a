import type { HoleFacts } from '../hole-facts/hole-facts.ts';
import type { FactsRound, FactsScore } from './facts-round.ts';

/** Test data only: a round of the given pars, and each player's strokes and facts by hole (null: not played). */
export function factsRoundOf(
  pars: readonly number[],
  players: Record<string, readonly ({ strokes: number; facts?: HoleFacts } | null)[]>,
  awards: FactsRound['awards'] = [],
): FactsRound {
  const scores: FactsScore[] = Object.entries(players).flatMap(([playerId, holes]) =>
    holes.flatMap((hole, index) => (hole === null ? [] : [{ playerId, holeNumber: index + 1, ...hole }])),
  );
  return { holes: pars.map((par, index) => ({ number: index + 1, par })), scores, awards };
}

/** Test data only: a score of `strokes` with `putts` putts. */
export const putted = (strokes: number, putts: number): { strokes: number; facts: HoleFacts } => ({ strokes, facts: { putts } });
