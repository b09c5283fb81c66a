import { courseMessages } from '@golf/contracts';
import { BadRequestError } from '../commands/domain-error.ts';
import { isImportableRating } from './directory/course-import-model.ts';

/** A hole as the rules see it; `strokeIndex` is the scorecard's "handicap" row (1..holes, once each). */
export interface RuledHole {
  holeNumber: number;
  par: number;
  strokeIndex: number;
}

/** Par choices: 3, 4 or 5 in the tee editor; 3 to 6 for scorecards that arrive by import. */
export type ParRule = 'editor' | 'import';

const PAR_CHOICES: Record<ParRule, readonly number[]> = { editor: [3, 4, 5], import: [3, 4, 5, 6] };

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** "7", "7 and 9", "7, 9 and 12". */
function listed(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * What is wrong with a sequence that must use 1..n once each, named for a person to fix:
 * 'Stroke indexes must use 1 to 18 once each: 7 is repeated, 12 is missing'. Null when sound.
 */
export function permutationProblem(label: string, values: readonly number[], count: number): string | null {
  const seen = new Map<number, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  const repeated = [...seen].filter(([value, times]) => times > 1 && value >= 1 && value <= count).map(([value]) => value);
  const outside = [...seen.keys()].filter((value) => !Number.isInteger(value) || value < 1 || value > count);
  const missing = oneTo(count).filter((value) => !seen.has(value));
  const parts: string[] = [];
  const sorted = (numbers: number[]) => numbers.sort((a, b) => a - b);
  if (repeated.length > 0) parts.push(`${listed(sorted(repeated))} ${repeated.length === 1 ? 'is' : 'are'} repeated`);
  if (outside.length > 0) parts.push(`${listed(sorted(outside))} ${outside.length === 1 ? 'is' : 'are'} out of range`);
  if (missing.length > 0) parts.push(`${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`);
  return parts.length === 0 ? null : `${label} must use 1 to ${count} once each: ${parts.join(', ')}`;
}

/**
 * Every problem of a tee set's holes on a course of `courseHoles` holes: one entry per hole,
 * hole numbers 1..n once each, each par one of the rule's choices, and stroke indexes 1..n
 * each used exactly once. An empty list means the holes are sound.
 */
export function teeSetHoleProblems(holes: readonly RuledHole[], courseHoles: 9 | 18, parRule: ParRule): string[] {
  if (holes.length !== courseHoles) {
    return [
      `A tee set on ${courseHoles === 18 ? 'an' : 'a'} ${courseHoles}-hole course needs ${courseHoles} holes, one per hole (got ${holes.length})`,
    ];
  }
  const problems: string[] = [];
  const holeNumbers = permutationProblem(
    'Hole numbers',
    holes.map((hole) => hole.holeNumber),
    courseHoles,
  );
  if (holeNumbers) problems.push(holeNumbers);
  const choices = PAR_CHOICES[parRule];
  const badPars = holes.filter((hole) => !choices.includes(hole.par)).map((hole) => hole.holeNumber);
  if (badPars.length > 0) {
    const allowed = parRule === 'editor' ? '3, 4 or 5' : '3 to 6';
    problems.push(`Par must be ${allowed} (hole${badPars.length === 1 ? '' : 's'} ${listed(badPars)})`);
  }
  const strokeIndexes = permutationProblem(
    'Stroke indexes',
    holes.map((hole) => hole.strokeIndex),
    courseHoles,
  );
  if (strokeIndexes) problems.push(strokeIndexes);
  return problems;
}

/**
 * A course rating fit for the course: 60-85 for 18 holes; on a 9-hole course also a 9-hole
 * rating (30-42.5). Null when sound.
 */
export function ratingProblem(rating: number, courseHoles: 9 | 18): string | null {
  if (isImportableRating(rating, courseHoles)) return null;
  return courseHoles === 18
    ? 'Course rating of an 18-hole course must be between 60 and 85'
    : 'Course rating of a 9-hole course must be between 30 and 42.5 (9-hole rating) or 60 and 85';
}

/** A whole tee set as the rules see it. */
export interface RuledTeeSet {
  name: string;
  rating: number;
  slope: number;
  holes: readonly RuledHole[];
}

/** Every problem of a whole tee set: a name, a slope 55-155, a rating fit for the course, and sound holes. */
export function teeSetProblems(teeSet: RuledTeeSet, courseHoles: 9 | 18, parRule: ParRule): string[] {
  const problems: string[] = [];
  if (teeSet.name.trim() === '') problems.push(courseMessages.teeSetNameRequired);
  if (!Number.isInteger(teeSet.slope) || teeSet.slope < 55 || teeSet.slope > 155)
    problems.push('Slope must be a whole number from 55 to 155');
  const rating = ratingProblem(teeSet.rating, courseHoles);
  if (rating) problems.push(rating);
  return [...problems, ...teeSetHoleProblems(teeSet.holes, courseHoles, parRule)];
}

/**
 * Throws a 400 listing every problem of the tee set ('Stroke indexes must use 1 to 18 once each:
 * 7 is repeated, 12 is missing'). `named` prefixes the tee set's name, for commands holding several.
 */
export function requireSoundTeeSet(teeSet: RuledTeeSet, courseHoles: 9 | 18, parRule: ParRule, named = false): void {
  const problems = teeSetProblems(teeSet, courseHoles, parRule);
  if (problems.length === 0) return;
  const text = problems.join('. ');
  throw new BadRequestError(named ? `Tee set ${teeSet.name}: ${text}` : text);
}
