import { rankBy, type Placed } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { gameTotals, strokesOn, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export interface DogfightRow extends PlayerTotals, Placed {
  /** Net strokes, or gross when the scoring type is gross: the tie-break. */
  strokes: number;
}

export interface DogfightResult {
  rows: DogfightRow[];
  /** Each round's cards, in round order. */
  rounds: PlayerCard[][];
}

/**
 * Dogfight, the points game (docs/golf-rules.md section 5): points per hole from the game's system on
 * net (gross when the scoring type is gross). Ranked by points descending, then strokes
 * ascending on the same basis. Quota scoring has its own result: see `quotaResult`.
 */
export function dogfight(input: RoundsInput): DogfightResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'dogfight');
  const { rounds: cards, totals } = gameTotals(rounds, (round) => ({
    points: pointsRuleFor('dogfight', basis, round.pointsSystem),
  }));
  const rows = rankBy(
    totals.map((total) => ({ ...total, strokes: strokesOn(total, basis) })),
    (a, b) => b.points - a.points || a.strokes - b.strokes,
  );
  return { rows, rounds: cards };
}
