import { rankStartedFirst, scoreToPar, type Placed, type Started } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import type { StablefordScale } from '../scoring/stableford-points.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { gameTotals, strokesOn, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export interface StablefordRow extends PlayerTotals, Placed, Started {
  /** Net strokes, or gross in gross scoring: shown, never ranked on. */
  strokes: number;
  toPar: number;
}

export interface StablefordResult {
  scale: StablefordScale;
  /** Best first; `points` is the scale's total, negative possible on the modified scale. */
  rows: StablefordRow[];
  /** Each round's cards, in round order; a hole's `points` is its Stableford points. */
  rounds: PlayerCard[][];
}

/**
 * Stableford or modified Stableford (docs/golf-rules.md section 10): each hole's points from the
 * score against par on the format's scale, on net (gross in gross scoring). Ranked by points
 * descending, equal points sharing the place (the rule names no tie-break); players with no hole
 * played come last (not started).
 */
export function stableford(input: RoundsInput, scale: StablefordScale): StablefordResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, scale === 'stableford' ? 'Stableford' : 'modified Stableford');
  const { rounds: cards, totals } = gameTotals(rounds, () => ({ points: pointsRuleFor(scale, basis) }));
  const rows = rankStartedFirst(
    totals.map((total) => {
      const strokes = strokesOn(total, basis);
      return { ...total, strokes, toPar: scoreToPar(strokes, total.parForHolesPlayed) };
    }),
    (row) => row.holesPlayed > 0,
    (a, b) => b.points - a.points,
  );
  return { scale, rows, rounds: cards };
}
