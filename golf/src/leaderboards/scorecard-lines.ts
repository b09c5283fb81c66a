import type { PlayerCard } from '../formats/scorecard.ts';
import { scoreName } from '../scoring/points.ts';
import { roundStats, sumStats, type RoundStats } from '../stats/round-stats.ts';
import type { HoleResultName, ScorecardLine, SummaryLine } from './leaderboard-types.ts';

/**
 * A player's card as the leaderboard shows it. The result names come from @golf/golf's
 * `scoreName` on the gross score with the default system, which has no double eagle (three
 * under par or better is an eagle there), so the names are the five badge colours.
 */
export function scorecardLine(roundNumber: number, card: PlayerCard): ScorecardLine {
  // The overall board and the round's board show the same card: its line is built once.
  const kept = lines.get(card);
  if (kept?.roundNumber === roundNumber) return kept;
  const line = cardLine(roundNumber, card);
  lines.set(card, line);
  return line;
}

const lines = new WeakMap<PlayerCard, ScorecardLine>();

function cardLine(roundNumber: number, card: PlayerCard): ScorecardLine {
  return {
    roundNumber,
    courseHandicap: card.courseHandicap,
    holes: card.holes.map((hole) => ({
      holeNumber: hole.holeNumber,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
      strokes: hole.gross,
      netScore: hole.net,
      points: hole.points,
      strokesReceived: hole.strokesReceived,
      result: hole.gross === null ? null : (scoreName(hole.gross - hole.par) as HoleResultName),
    })),
    totals: { points: card.points, gross: card.grossStrokes, net: card.netStrokes, birdiesPlus: roundStats(card.holes).birdiesPlus },
  };
}

/** The game summary's counts over these cards (docs/golf-rules.md section 9, by @golf/golf). */
export function summaryOf(cards: readonly PlayerCard[]): SummaryLine {
  const stats: RoundStats = sumStats(cards.map((card) => roundStats(card.holes)));
  return {
    eagles: stats.eaglesOrBetter,
    birdies: stats.birdies,
    pars: stats.pars,
    bogeys: stats.bogeys,
    doubles: stats.doubleBogeysOrWorse,
    birdiesPlus: stats.birdiesPlus,
  };
}
