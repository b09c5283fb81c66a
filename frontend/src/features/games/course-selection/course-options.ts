import type { CourseSummaryView, RoundView } from '@golf/contracts';

/** What the course pickers need of a course. */
export type CourseOption = Pick<CourseSummaryView, 'id' | 'name' | 'location' | 'holes' | 'createdBy'>;

/** Courses whose name or location holds the query (any case), sorted by name. */
export function filterCourses<T extends CourseOption>(courses: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return courses
    .filter((course) => !needle || course.name.toLowerCase().includes(needle) || course.location.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.location.localeCompare(b.location));
}

/** A course with a creator is a user course; the rest are global. */
export const courseBadge = (course: Pick<CourseOption, 'createdBy'>) => (course.createdBy ? 'User Course' : 'Global Course');

/** Chosen course per round number (1 … numberOfRounds); null while none is chosen. */
export type RoundChoices = Record<number, string | null>;

export function initialChoices(rounds: readonly RoundView[], numberOfRounds: number): RoundChoices {
  return Object.fromEntries(
    Array.from({ length: numberOfRounds }, (_, i) => [i + 1, rounds.find((r) => r.roundNumber === i + 1)?.courseId ?? null]),
  );
}

/** The first round without a course, or null when every round has one. */
export function firstRoundWithoutCourse(choices: RoundChoices, numberOfRounds: number): number | null {
  for (let round = 1; round <= numberOfRounds; round += 1) if (!choices[round]) return round;
  return null;
}

/** The rounds whose course differs from what the game has: only those are sent. */
export function changedRounds(choices: RoundChoices, rounds: readonly RoundView[]): Array<{ roundNumber: number; courseId: string }> {
  return Object.entries(choices)
    .map(([round, courseId]) => ({ roundNumber: Number(round), courseId }))
    .filter((c): c is { roundNumber: number; courseId: string } => c.courseId !== null)
    .filter((c) => rounds.find((r) => r.roundNumber === c.roundNumber)?.courseId !== c.courseId)
    .sort((a, b) => a.roundNumber - b.roundNumber);
}

/** The trip's courses when it has some (whoever's library holds them: they are its venues); otherwise the caller's library. */
export function offeredCourses<T extends CourseOption>(courses: readonly T[], tripCourses: readonly CourseOption[]): CourseOption[] {
  return tripCourses.length > 0 ? [...tripCourses] : [...courses];
}
