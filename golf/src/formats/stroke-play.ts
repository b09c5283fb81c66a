import { rankStartedFirst, scoreToPar, type Placed, type Started } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { gameTotals, strokesOn, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export interface StrokePlayRow extends PlayerTotals, Placed, Started {
  /** Gross strokes, or net when the scoring type is net, over the holes played. */
  strokes: number;
  /** `strokes − parForHolesPlayed`; show with `toParText`. */
  toPar: number;
}

export interface StrokePlayResult {
  rows: StrokePlayRow[];
  rounds: PlayerCard[][];
}

/**
 * Stroke play (docs/golf-rules.md section 5): total strokes over the holes played, lowest wins, on
 * net or gross by the scoring type (the format's default scoring type is gross). Players on
 * different holes compare strokes to par over the holes each has played (section 4), and a
 * player with no hole played ranks after everyone who has one (not started). Points are still
 * counted by the game's system (the fallback when it has none) for the leaderboard's points column.
 */
export function strokePlay(input: RoundsInput): StrokePlayResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'stroke play');
  const { rounds: cards, totals } = gameTotals(rounds, (round) => ({
    points: pointsRuleFor('stroke_play', basis, round.pointsSystem),
  }));
  const rows = rankStartedFirst(
    totals.map((total) => {
      const strokes = strokesOn(total, basis);
      return { ...total, strokes, toPar: scoreToPar(strokes, total.parForHolesPlayed) };
    }),
    (row) => row.holesPlayed > 0,
    (a, b) => a.toPar - b.toPar,
  );
  return { rows, rounds: cards };
}
