import type { Worksheet } from 'exceljs';
import { IMPORT_LIMITS } from '../directory/course-import-model.ts';
import { asNumber, asText, cellContent, type CellContent } from './cell-content.ts';
import { COURSE_COLUMNS, columnForHeader, headerOf, type CourseColumnKey } from './course-columns.ts';

/** One checked row of a course worksheet: one hole of one tee set (spec: "scorecard import row"). */
export type ScorecardRow = {
  /** The spreadsheet's row number, as Excel shows it. */
  row: number;
  courseName: string;
  location: string | null;
  holeNumber: number;
  par: number;
  /** Yards; 0 when the length is not known. */
  distance: number;
  /** The hole's stroke index on this tee set. */
  handicap: number;
  teeSet: string;
  teeColor: string | null;
  courseRating: number | null;
  slopeRating: number | null;
};

/** A problem in an uploaded workbook, located as a golfer finds it in Excel. */
export type WorkbookError = { sheet: string; row: number; column: string; message: string };

/** The `column` of an error about a worksheet as a whole. */
export const WHOLE_SHEET = '(whole worksheet)';

/** More rows than any course needs (18 holes × many tee sets); guards against huge sheets. */
export const MAX_ROWS_PER_SHEET = 1000;

const { holeNumber: HOLE, par: PAR, strokeIndex: SI, rating: RATING, nineHoleRating: NINE, slope: SLOPE } = IMPORT_LIMITS;

/**
 * Reads a worksheet's header row (its first non-blank row) and checks each following non-blank
 * row against the spec's row rules. `headerRow` is null for a sheet with nothing in it.
 */
export function readCourseRows(sheet: Worksheet): { rows: ScorecardRow[]; errors: WorkbookError[]; headerRow: number | null } {
  const errors: WorkbookError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ sheet: sheet.name, row, column, message });
  const lines: { number: number; cells: Map<number, CellContent> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = new Map<number, CellContent>();
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const content = cellContent(cell.value);
      if (content !== null) cells.set(column, content);
    });
    if (cells.size > 0) lines.push({ number, cells });
  });
  const [header, ...body] = lines;
  if (header === undefined) return { rows: [], errors, headerRow: null };
  if (body.length > MAX_ROWS_PER_SHEET) {
    fail(header.number, WHOLE_SHEET, `This worksheet has ${body.length} rows; a course worksheet can have at most ${MAX_ROWS_PER_SHEET}.`);
    return { rows: [], errors, headerRow: header.number };
  }

  const columnOf = new Map<CourseColumnKey, number>();
  for (const [column, content] of header.cells) {
    const known = columnForHeader(asText(content));
    if (known && !columnOf.has(known.key)) columnOf.set(known.key, column);
  }
  const missing = COURSE_COLUMNS.filter((column) => column.required && !columnOf.has(column.key));
  for (const column of missing) {
    const required = COURSE_COLUMNS.filter((c) => c.required)
      .map((c) => c.header)
      .join(', ');
    fail(header.number, column.header, `Column "${column.header}" is missing from the header row. Required columns: ${required}.`);
  }
  if (missing.length > 0) return { rows: [], errors, headerRow: header.number };

  const rows: ScorecardRow[] = [];
  for (const line of body) {
    const at = (key: CourseColumnKey): CellContent => {
      const column = columnOf.get(key);
      return column === undefined ? null : (line.cells.get(column) ?? null);
    };
    const before = errors.length;
    const bad = (key: CourseColumnKey, message: string) => fail(line.number, headerOf(key), message);
    const shown = (key: CourseColumnKey) => `found "${asText(at(key))}"`;

    const courseName = asText(at('courseName'));
    if (courseName === '') bad('courseName', 'Course Name is empty: every row needs the name of the course.');
    const teeSet = asText(at('teeSet'));
    if (teeSet === '') bad('teeSet', 'Tee Set is empty: name the tee set this hole belongs to (for example Blue).');
    const holeNumber = wholeNumber(at('holeNumber'), HOLE.min, HOLE.max);
    if (holeNumber === null) bad('holeNumber', `Hole must be a whole number from ${HOLE.min} to ${HOLE.max} (${shown('holeNumber')}).`);
    const par = wholeNumber(at('par'), PAR.min, PAR.max);
    if (par === null) bad('par', `Par must be a whole number from ${PAR.min} to ${PAR.max} (${shown('par')}).`);
    const handicap = wholeNumber(at('handicap'), SI.min, SI.max);
    if (handicap === null) {
      bad('handicap', `Handicap (the hole's stroke index) must be a whole number from ${SI.min} to ${SI.max} (${shown('handicap')}).`);
    }
    const distance = asNumber(at('distance'));
    if (at('distance') === null) bad('distance', "Distance is empty: enter the hole's length in yards, or 0 if you do not know it.");
    else if (distance === null || distance < 0) bad('distance', `Distance must be a number of yards, 0 or more (${shown('distance')}).`);
    const rating = at('courseRating') === null ? null : asNumber(at('courseRating'));
    const ratingOk = rating !== null && ((rating >= RATING.min && rating <= RATING.max) || (rating >= NINE.min && rating <= NINE.max));
    if (at('courseRating') !== null && !ratingOk) {
      bad(
        'courseRating',
        `Course Rating must be a number from ${RATING.min} to ${RATING.max} (${NINE.min} to ${NINE.max} for a 9-hole rating); ${shown('courseRating')}. Leave it blank for 72.`,
      );
    }
    const slope = at('slopeRating') === null ? null : wholeNumber(at('slopeRating'), SLOPE.min, SLOPE.max);
    if (at('slopeRating') !== null && slope === null) {
      bad(
        'slopeRating',
        `Slope Rating must be a whole number from ${SLOPE.min} to ${SLOPE.max} (${shown('slopeRating')}). Leave it blank for 113.`,
      );
    }
    if (errors.length > before) continue;
    rows.push({
      row: line.number,
      courseName,
      location: asText(at('location')) || null,
      holeNumber: holeNumber as number,
      par: par as number,
      distance: Math.round(distance as number),
      handicap: handicap as number,
      teeSet,
      teeColor: asText(at('teeColor')) || null,
      courseRating: rating,
      slopeRating: slope,
    });
  }
  return { rows, errors, headerRow: header.number };
}

function wholeNumber(content: CellContent, min: number, max: number): number | null {
  const value = asNumber(content);
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}
