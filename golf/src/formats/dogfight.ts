import { rankStartedFirst, scoreToPar, type Placed, type Started } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { gameTotals, strokesOn, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export interface DogfightRow extends PlayerTotals, Placed, Started {
  /** Net strokes, or gross when the scoring type is gross. */
  strokes: number;
  /** `strokes − parForHolesPlayed`: the tie-break. */
  toPar: number;
}

export interface DogfightResult {
  rows: DogfightRow[];
  /** Each round's cards, in round order. */
  rounds: PlayerCard[][];
}

/**
 * Dogfight, the points game (docs/golf-rules.md section 5): points per hole from the game's system on
 * net (gross when the scoring type is gross). Ranked by points descending, then strokes to par
 * over each player's holes played (section 4) on the same basis; players with no hole played
 * come last (not started). Quota scoring has its own result: see `quotaResult`.
 */
export function dogfight(input: RoundsInput): DogfightResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'dogfight');
  const { rounds: cards, totals } = gameTotals(rounds, (round) => ({
    points: pointsRuleFor('dogfight', basis, round.pointsSystem),
  }));
  const rows = rankStartedFirst(
    totals.map((total) => {
      const strokes = strokesOn(total, basis);
      return { ...total, strokes, toPar: scoreToPar(strokes, total.parForHolesPlayed) };
    }),
    (row) => row.holesPlayed > 0,
    (a, b) => b.points - a.points || a.toPar - b.toPar,
  );
  return { rows, rounds: cards };
}
