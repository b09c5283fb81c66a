import type { HoleScoreView, ScorecardHoleView } from '@golf/contracts';
import { roundFactsStats } from '@golf/golf';

/**
 * A player's own statistics for the round summary (docs/golf-rules.md section 15): the holes
 * played on their card with the facts recorded with each score, as short parts ("Greens 8/18");
 * empty when nothing beyond the strokes was recorded.
 */
export function roundFactsLine(holes: readonly ScorecardHoleView[], scores: readonly HoleScoreView[], playerId: string): string[] {
  const factsOf = new Map(scores.filter((s) => s.playerId === playerId).map((s) => [s.holeNumber, s.facts ?? null]));
  const played = holes.flatMap((hole) =>
    hole.strokes === null ? [] : [{ par: hole.par, strokes: hole.strokes, facts: factsOf.get(hole.holeNumber) ?? null }],
  );
  const stats = roundFactsStats(played);
  const { fairways, greensInRegulation, putts, sandSaves, penaltyStrokes } = stats;
  const parts: string[] = [];
  if (fairways.possible > 0) parts.push(`Fairways ${fairways.hit}/${fairways.possible}`);
  if (greensInRegulation.holes > 0) parts.push(`Greens ${greensInRegulation.hit}/${greensInRegulation.holes}`);
  if (putts.holes > 0) parts.push(`Putts ${putts.total}${putts.holes < played.length ? ` on ${putts.holes} holes` : ''}`);
  if (sandSaves.chances > 0) parts.push(`Sand saves ${sandSaves.saved}/${sandSaves.chances}`);
  if (penaltyStrokes > 0) parts.push(`Penalties ${penaltyStrokes}`);
  return parts;
}
