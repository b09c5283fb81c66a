import type { HoleCount } from '@golf/golf';
import { UNKNOWN_LOCATION, type ImportedCourse, type ImportedTeeSet, type ImportWarning } from './course-import-model.ts';
import type { DirectoryCourse, DirectoryTee } from './directory-schemas.ts';
import { holeList, mapDirectoryTee, type MappedDirectoryTee } from './map-directory-tee.ts';
import { assignTeeColors } from './tee-color.ts';

export type MappedDirectoryCourse = {
  course: ImportedCourse;
  /** Stroke-index problems the golfer must check (the import still succeeds). */
  warnings: ImportWarning[];
  /** Other values that were replaced or left out (ratings, pars, tees), in words for the golfer. */
  notes: string[];
};

/** The directory's course cannot become one of ours (no name, no scorecard, 27 holes…). HTTP 422. */
export class UnusableDirectoryCourseError extends Error {
  readonly status = 422;
  constructor(message: string) {
    super(message);
    this.name = 'UnusableDirectoryCourseError';
  }
}

type NamedTee = { tee: DirectoryTee; name: string };

/**
 * A directory course as an `ImportedCourse`: men's tees first, then women's (suffixed " (W)"
 * when a men's tee has the same name), colours from tee names or else by length, ratings and
 * pars outside the import limits replaced by defaults, stroke indexes completed. Throws
 * `UnusableDirectoryCourseError` when there is nothing sound to import.
 */
export function mapDirectoryCourse(directoryCourse: DirectoryCourse): MappedDirectoryCourse {
  const name = text(directoryCourse.course_name) || text(directoryCourse.club_name);
  if (name === '') throw new UnusableDirectoryCourseError('The course directory has no name for this course, so it cannot be imported.');
  const tees = namedTees(directoryCourse);
  const holes = holeCountOf(name, tees);
  const notes: string[] = [];
  const usable = tees.filter(({ tee, name: teeName }) => {
    const count = tee.holes?.length ?? 0;
    if (count === holes) return true;
    notes.push(`${teeName} tee was left out: the directory lists ${count === 0 ? 'no holes' : `${count} holes`} for it, not ${holes}.`);
    return false;
  });
  const mapped = usable.map(({ tee, name: teeName }) => ({ name: teeName, ...mapDirectoryTee(tee, teeName, holes) }));
  const colors = assignTeeColors(mapped);
  const teeSets = mapped.map((tee, index): ImportedTeeSet => ({
    name: tee.name,
    color: colors[index] ?? 'white',
    rating: tee.rating,
    slope: tee.slope,
    totalYardage: tee.totalYardage,
    holes: tee.holes,
  }));
  return {
    course: { name, location: locationOf(directoryCourse), holes, teeSets },
    warnings: strokeIndexWarnings(mapped, holes),
    notes: [...notes, ...mapped.flatMap((tee) => tee.notes)],
  };
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** "City, State, Country" with the parts the directory has; else its address. */
function locationOf(course: DirectoryCourse): string {
  const location = course.location;
  const parts = [location?.city, location?.state, location?.country].map(text).filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : text(location?.address) || UNKNOWN_LOCATION;
}

/** Men's tees then women's, each with a name unique within the course. */
function namedTees(course: DirectoryCourse): NamedTee[] {
  const male = course.tees?.male ?? [];
  const female = course.tees?.female ?? [];
  const maleNames = new Set(male.map((tee) => text(tee.tee_name).toLowerCase()));
  const taken = new Set<string>();
  const unique = (wanted: string) => {
    let candidate = wanted;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${wanted} ${copy}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
  const named = (tee: DirectoryTee, index: number, women: boolean): NamedTee => {
    const given = text(tee.tee_name) || `Tee ${index + 1}`;
    const suffixed = women && maleNames.has(given.toLowerCase()) ? `${given} (W)` : given;
    return { tee, name: unique(suffixed) };
  };
  return [...male.map((tee, index) => named(tee, index, false)), ...female.map((tee, index) => named(tee, male.length + index, true))];
}

/** 18 when any tee lists 18 holes, else 9 when any lists 9; other counts cannot be imported. */
function holeCountOf(courseName: string, tees: readonly NamedTee[]): HoleCount {
  const counts = tees.map(({ tee }) => tee.holes?.length ?? 0);
  if (counts.includes(18)) return 18;
  if (counts.includes(9)) return 9;
  const listed = counts.filter((count) => count > 0);
  if (listed.length === 0) {
    throw new UnusableDirectoryCourseError(
      `The course directory has no hole-by-hole scorecard for ${courseName}. Add the course manually or upload it in a spreadsheet.`,
    );
  }
  throw new UnusableDirectoryCourseError(
    `The course directory lists ${listed[0]} holes for ${courseName}; only 9- and 18-hole courses can be imported.`,
  );
}

function strokeIndexWarnings(tees: readonly (MappedDirectoryTee & { name: string })[], holes: HoleCount): ImportWarning[] {
  const warnings: ImportWarning[] = [];
  const missing = tees.filter((tee) => tee.strokeIndexes.completeness === 'missing').map((tee) => tee.name);
  const partial = tees.filter((tee) => tee.strokeIndexes.completeness === 'partial');
  if (missing.length > 0) {
    const which = missing.length === tees.length ? 'this course' : `the ${nameList(missing)} ${missing.length === 1 ? 'tee' : 'tees'}`;
    warnings.push({
      type: 'missing_handicap_data',
      message:
        `The course directory has no hole handicaps (stroke indexes) for ${which}, so holes were numbered 1 to ${holes} in order. ` +
        'Net scores will be wrong until you enter the handicap row from the scorecard under Manage Tees.',
    });
  }
  if (partial.length > 0) {
    const detail = partial.map((tee) => `${tee.name}: ${holeList(tee.strokeIndexes.filledHoles)}`).join('; ');
    warnings.push({
      type: 'partial_handicap_data',
      message:
        `Some hole handicaps (stroke indexes) were missing or repeated in the course directory (${detail}). ` +
        'They were filled in with the unused numbers; check them against the scorecard under Manage Tees.',
    });
  }
  return warnings;
}

/** "Blue", "Blue and White", "Blue, White and Red (W)". */
function nameList(names: readonly string[]): string {
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
