import type { FactsStats } from './hole-facts-stats.ts';

/**
 * The ratios a golfer reads from their statistics (docs/golf-rules.md section 15); null where
 * no hole recorded the fact. Shares are 0 … 1; per-round figures count 18 holes a round.
 */
export interface FactsRatios {
  fairwaysHit: number | null;
  greensInRegulation: number | null;
  /** Putts per hole recorded, times 18. */
  puttsPerRound: number | null;
  puttsPerGreenInRegulation: number | null;
  /** Three-putts per hole recorded, times 18. */
  threePuttsPerRound: number | null;
  scrambling: number | null;
  sandSaves: number | null;
  penaltyStrokesPerRound: number | null;
}

const HOLES_A_ROUND = 18;

export function factsRatios(stats: FactsStats): FactsRatios {
  const { fairways, greensInRegulation, putts, scrambling, sandSaves } = stats;
  return {
    fairwaysHit: ratio(fairways.hit, fairways.possible),
    greensInRegulation: ratio(greensInRegulation.hit, greensInRegulation.holes),
    puttsPerRound: ratio(putts.total * HOLES_A_ROUND, putts.holes),
    puttsPerGreenInRegulation: ratio(putts.onGreensInRegulation, greensInRegulation.hit),
    threePuttsPerRound: ratio(putts.threePutts * HOLES_A_ROUND, putts.holes),
    scrambling: ratio(scrambling.saved, scrambling.chances),
    sandSaves: ratio(sandSaves.saved, sandSaves.chances),
    penaltyStrokesPerRound: ratio(stats.penaltyStrokes, stats.rounds),
  };
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}
