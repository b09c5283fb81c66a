import type { CourseState } from '@golf/events';
import type { PlayedRound } from '@golf/golf';
import type { HandicapRoundFacts } from './handicap-round-facts.ts';

/** The player's tee as the course has it now: none chosen, gone (or its course gone), or its name, ratings and holes. */
function teeOf(round: HandicapRoundFacts, course: CourseState | undefined): PlayedRound['tee'] {
  if (round.teeSetId === null) return 'none';
  const tee = course?.status === 'active' ? course.teeSets.find((t) => t.teeSetId === round.teeSetId) : undefined;
  if (!tee) return 'removed';
  return {
    name: tee.name,
    courseRating: tee.rating,
    slopeRating: tee.slope,
    holes: tee.holes.map(({ par, strokeIndex }) => ({ par, strokeIndex })),
  };
}

/** A user's rounds as @golf/golf's handicapRecordView takes them, with their courses' tees as they are now. */
export function playedRoundsOf(rounds: readonly HandicapRoundFacts[], courses: ReadonlyMap<string, CourseState>): PlayedRound[] {
  return rounds.map((round) => {
    const course = courses.get(round.courseId);
    return {
      gameId: round.gameId,
      gameName: round.gameName,
      roundNumber: round.roundNumber,
      playedAt: round.playedAt,
      courseName: course?.status === 'active' ? course.name : null,
      holeCount: round.holeCount,
      over: round.over,
      tee: teeOf(round, course),
      strokes: round.strokes,
    };
  });
}
