import { requireInteger } from '../golf-rule-error.ts';

/** Counts of gross results against par for a player's round (docs/golf-rules.md section 9). */
export interface RoundStats {
  holesPlayed: number;
  /** Gross ≤ par − 2. */
  eaglesOrBetter: number;
  /** Gross = par − 1. */
  birdies: number;
  pars: number;
  /** Gross = par + 1. */
  bogeys: number;
  /** Gross ≥ par + 2. */
  doubleBogeysOrWorse: number;
  /** "Birdies+": gross ≤ par − 1, eagles included. */
  birdiesPlus: number;
}

export const EMPTY_ROUND_STATS: RoundStats = Object.freeze({
  holesPlayed: 0,
  eaglesOrBetter: 0,
  birdies: 0,
  pars: 0,
  bogeys: 0,
  doubleBogeysOrWorse: 0,
  birdiesPlus: 0,
});

/** Stats over a card's holes; holes without a gross score are skipped. A PlayerCard's holes fit. */
export function roundStats(holes: readonly { par: number; gross: number | null }[]): RoundStats {
  return holes.reduce((stats, hole) => {
    if (hole.gross === null) return stats;
    requireInteger(hole.gross, 'Gross score');
    requireInteger(hole.par, 'Par');
    const diff = hole.gross - hole.par;
    return {
      holesPlayed: stats.holesPlayed + 1,
      eaglesOrBetter: stats.eaglesOrBetter + Number(diff <= -2),
      birdies: stats.birdies + Number(diff === -1),
      pars: stats.pars + Number(diff === 0),
      bogeys: stats.bogeys + Number(diff === 1),
      doubleBogeysOrWorse: stats.doubleBogeysOrWorse + Number(diff >= 2),
      birdiesPlus: stats.birdiesPlus + Number(diff <= -1),
    };
  }, EMPTY_ROUND_STATS);
}

/** Stats added together: a player's game over rounds, or the game summary over players. */
export function sumStats(all: readonly RoundStats[]): RoundStats {
  return all.reduce(
    (sum, stats) => ({
      holesPlayed: sum.holesPlayed + stats.holesPlayed,
      eaglesOrBetter: sum.eaglesOrBetter + stats.eaglesOrBetter,
      birdies: sum.birdies + stats.birdies,
      pars: sum.pars + stats.pars,
      bogeys: sum.bogeys + stats.bogeys,
      doubleBogeysOrWorse: sum.doubleBogeysOrWorse + stats.doubleBogeysOrWorse,
      birdiesPlus: sum.birdiesPlus + stats.birdiesPlus,
    }),
    EMPTY_ROUND_STATS,
  );
}
