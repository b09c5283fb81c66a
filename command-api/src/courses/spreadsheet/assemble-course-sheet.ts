import {
  DEFAULT_RATING,
  DEFAULT_SLOPE,
  IMPORT_LIMITS,
  UNKNOWN_LOCATION,
  type ImportedCourse,
  type ImportedTeeSet,
} from '../directory/course-import-model.ts';
import { teeColorFromName } from '../directory/tee-color.ts';
import { checkTeeSetRows, type RowProblem, type TeeSetSettings } from './check-tee-set-rows.ts';
import { headerOf } from './course-columns.ts';
import type { ScorecardRow } from './read-course-rows.ts';

/**
 * The course of one worksheet from its checked rows: one course name and location, tee sets
 * of 9 or 18 holes (all the same count), each hole once, stroke indexes a permutation of 1..n.
 * Pars may differ between tee sets: women's tees often play a hole at a different par, and
 * each tee set keeps its own pars. Any problem means no course.
 */
export function assembleCourseSheet(rows: readonly ScorecardRow[]): { course: ImportedCourse | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const first = rows[0];
  if (first === undefined) return { course: null, problems };
  for (const row of rows) {
    if (row.courseName.toLowerCase() === first.courseName.toLowerCase()) continue;
    problems.push({
      row: row.row,
      column: headerOf('courseName'),
      message: `Course Name "${row.courseName}" differs from "${first.courseName}" in row ${first.row}: each worksheet holds one course, so put other courses on their own worksheets.`,
    });
  }
  const located = rows.find((row) => row.location !== null);
  for (const row of rows) {
    if (located === undefined || row.location === null || row.location.toLowerCase() === located.location?.toLowerCase()) continue;
    problems.push({
      row: row.row,
      column: headerOf('location'),
      message: `Location "${row.location}" differs from "${located.location}" in row ${located.row}: a course has one location.`,
    });
  }

  const teeSets = new Map<string, ScorecardRow[]>();
  for (const row of rows) {
    const key = row.teeSet.toLowerCase();
    teeSets.set(key, [...(teeSets.get(key) ?? []), row]);
  }
  const checked = [...teeSets.values()].map((teeRows) => {
    const name = (teeRows[0] as ScorecardRow).teeSet;
    return { name, rows: teeRows, ...checkTeeSetRows(name, teeRows) };
  });
  problems.push(...checked.flatMap((tee) => tee.problems));
  const holes = checked[0]?.holes ?? null;
  for (const tee of checked.slice(1)) {
    if (tee.holes === null || holes === null || tee.holes === holes) continue;
    problems.push({
      row: (tee.rows[0] as ScorecardRow).row,
      column: headerOf('holeNumber'),
      message: `Tee set ${tee.name} has ${tee.holes} holes but ${checked[0]?.name} has ${holes}: all tee sets of a course need the same number of holes.`,
    });
  }
  if (holes === 18) problems.push(...nineHoleRatingsOnEighteen(checked));
  if (problems.length > 0 || holes === null) return { course: null, problems };

  return {
    course: {
      name: first.courseName,
      location: located?.location ?? UNKNOWN_LOCATION,
      holes,
      teeSets: checked.map((tee) => teeSetOf(tee.name, tee.rows, tee.settings)),
    },
    problems,
  };
}

/** A rating from the 9-hole range (30-42.5) only belongs on a 9-hole course. */
function nineHoleRatingsOnEighteen(tees: readonly { rows: readonly ScorecardRow[] }[]): RowProblem[] {
  const { rating: full } = IMPORT_LIMITS;
  return tees.flatMap((tee) =>
    tee.rows
      .filter((row) => row.courseRating !== null && row.courseRating < full.min)
      .map((row) => ({
        row: row.row,
        column: headerOf('courseRating'),
        message: `Course Rating ${row.courseRating} is a 9-hole rating, but this course has 18 holes: use the 18-hole rating (${full.min} to ${full.max}).`,
      })),
  );
}

function teeSetOf(name: string, rows: readonly ScorecardRow[], settings: TeeSetSettings): ImportedTeeSet {
  const holes = [...rows]
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((row) => ({
      holeNumber: row.holeNumber,
      par: row.par,
      strokeIndex: row.handicap,
      yardage: row.distance > 0 ? row.distance : null,
    }));
  const everyLength = holes.every((hole) => hole.yardage !== null);
  return {
    name,
    color: teeColorFromName(settings.teeColor ?? '') ?? teeColorFromName(name) ?? 'white',
    rating: settings.courseRating ?? DEFAULT_RATING,
    slope: settings.slopeRating ?? DEFAULT_SLOPE,
    totalYardage: everyLength ? holes.reduce((sum, hole) => sum + (hole.yardage ?? 0), 0) : null,
    holes,
  };
}
