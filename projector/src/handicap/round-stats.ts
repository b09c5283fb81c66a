import type { CourseState } from '@golf/events';
import { roundFactsStats, type FactsStats, type PlayedHoleFacts } from '@golf/golf';
import type { HandicapRoundFacts } from './handicap-round-facts.ts';

/** One completed round's statistics of a golfer (read.round_stats), from what happened on its holes. */
export interface RoundStatsRow {
  userId: string;
  gameId: string;
  roundNumber: number;
  gameName: string;
  courseName: string | null;
  playedAt: string;
  stats: FactsStats;
}

/**
 * The statistics of each round that is over (docs/golf-rules.md section 15), summed by @golf/golf
 * over the holes played with the pars of the golfer's tee as the course has it now. A round whose
 * tee is not known (none chosen, or removed) has no pars to read the facts against: it is left
 * out, as the handicap record leaves it out (decision 0807).
 */
export function roundStatsOf(rounds: readonly HandicapRoundFacts[], courses: ReadonlyMap<string, CourseState>): RoundStatsRow[] {
  const rows: RoundStatsRow[] = [];
  for (const round of rounds) {
    if (!round.over || round.teeSetId === null) continue;
    const course = courses.get(round.courseId);
    if (course?.status !== 'active') continue;
    const tee = course.teeSets.find((t) => t.teeSetId === round.teeSetId);
    if (!tee) continue;
    const holes: PlayedHoleFacts[] = [];
    round.strokes.forEach((strokes, index) => {
      const par = tee.holes.find((hole) => hole.holeNumber === index + 1)?.par;
      if (strokes === null || par === undefined) return;
      holes.push({ par, strokes, facts: round.facts?.[index] ?? null });
    });
    if (holes.length === 0) continue;
    rows.push({
      userId: round.userId,
      gameId: round.gameId,
      roundNumber: round.roundNumber,
      gameName: round.gameName,
      courseName: course.name,
      playedAt: round.playedAt,
      stats: roundFactsStats(holes),
    });
  }
  return rows;
}
