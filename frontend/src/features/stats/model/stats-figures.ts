import type { FactsStatsView, RoundStatsView } from '@golf/contracts';
import { factsRatios } from '@golf/golf';

/** One figure of the statistics card: its name, the value shown ("–" when nothing was recorded) and what it counts. */
export type StatsFigure = { name: string; value: string; detail: string };

const percent = (ratio: number | null) => (ratio === null ? '–' : `${Math.round(ratio * 100)}%`);
const tenth = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** The figures a golfer reads (docs/golf-rules.md section 15), each with the counts it divides. */
export function statsFigures(stats: FactsStatsView): StatsFigure[] {
  const ratios = factsRatios(stats);
  const { fairways, greensInRegulation, putts, scrambling, sandSaves } = stats;
  return [
    {
      name: 'Fairways',
      value: percent(ratios.fairwaysHit),
      detail: `${fairways.hit} of ${fairways.possible} · ${fairways.left} left, ${fairways.right} right`,
    },
    {
      name: 'Greens in regulation',
      value: percent(ratios.greensInRegulation),
      detail: `${greensInRegulation.hit} of ${greensInRegulation.holes}`,
    },
    { name: 'Putts per round', value: tenth(ratios.puttsPerRound), detail: `${putts.total} putts on ${putts.holes} holes` },
    {
      name: 'Putts per green hit',
      value: tenth(ratios.puttsPerGreenInRegulation),
      detail: `${putts.onGreensInRegulation} on ${greensInRegulation.hit} greens`,
    },
    { name: 'Three-putts per round', value: tenth(ratios.threePuttsPerRound), detail: `${putts.threePutts} in all` },
    { name: 'Scrambling', value: percent(ratios.scrambling), detail: `${scrambling.saved} of ${scrambling.chances}` },
    { name: 'Sand saves', value: percent(ratios.sandSaves), detail: `${sandSaves.saved} of ${sandSaves.chances}` },
    { name: 'Penalty strokes per round', value: tenth(ratios.penaltyStrokesPerRound), detail: `${stats.penaltyStrokes} in all` },
  ];
}

/** Whether anything beyond the strokes was recorded: else the card says how to start. */
export function hasFacts(stats: FactsStatsView): boolean {
  return stats.putts.holes + stats.fairways.possible + stats.sandSaves.chances + stats.penaltyStrokes > 0;
}

/** A round's point of the trend: greens in regulation (%) and putts per round, null where not recorded; oldest first. */
export type TrendPoint = { playedAt: string; greens: number | null; putts: number | null };

export function statsTrend(newestFirst: readonly RoundStatsView[]): TrendPoint[] {
  return [...newestFirst].reverse().map(({ playedAt, stats }) => {
    const ratios = factsRatios(stats);
    return {
      playedAt,
      greens: ratios.greensInRegulation === null ? null : Math.round(ratios.greensInRegulation * 100),
      putts: ratios.puttsPerRound === null ? null : Math.round(ratios.puttsPerRound * 10) / 10,
    };
  });
}
