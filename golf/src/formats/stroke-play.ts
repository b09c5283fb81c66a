import { rankBy, scoreToPar, type Placed } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { asRounds, scoreBasisOf, type RoundsInput } from './round-input.ts';
import { gameTotals, strokesOn, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export interface StrokePlayRow extends PlayerTotals, Placed {
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
 * net or gross by the scoring type (the format's default scoring type is gross). A player with no hole played yet is ranked
 * after everyone who has one (their 0 strokes is not a lead). Points are still counted by the
 * game's system (the fallback when it has none) for the leaderboard's points column.
 */
export function strokePlay(input: RoundsInput): StrokePlayResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'stroke play');
  const { rounds: cards, totals } = gameTotals(rounds, (round) => ({
    points: pointsRuleFor('stroke_play', basis, round.pointsSystem),
  }));
  const rows = rankBy(
    totals.map((total) => {
      const strokes = strokesOn(total, basis);
      return { ...total, strokes, toPar: scoreToPar(strokes, total.parForHolesPlayed) };
    }),
    (a, b) => Number(a.holesPlayed === 0) - Number(b.holesPlayed === 0) || a.strokes - b.strokes,
  );
  return { rows, rounds: cards };
}
