/**
 * The columns of a course worksheet, in template order: the required ones first. One row is
 * one hole of one tee set (the spec's "scorecard import row").
 */
export const COURSE_COLUMNS = [
  { key: 'courseName', header: 'Course Name', required: true, aliases: ['course', 'course name'] },
  { key: 'location', header: 'Location', required: true, aliases: ['location'] },
  { key: 'holeNumber', header: 'Hole', required: true, aliases: ['hole', 'hole number', 'hole #', 'hole no'] },
  { key: 'par', header: 'Par', required: true, aliases: ['par'] },
  { key: 'distance', header: 'Distance', required: true, aliases: ['distance', 'yardage', 'yards'] },
  { key: 'handicap', header: 'Handicap', required: true, aliases: ['handicap', 'hcp', 'stroke index', 'si'] },
  { key: 'teeSet', header: 'Tee Set', required: true, aliases: ['tee set', 'tee', 'tee name'] },
  { key: 'teeColor', header: 'Tee Color', required: false, aliases: ['tee color', 'tee colour', 'color', 'colour'] },
  { key: 'courseRating', header: 'Course Rating', required: false, aliases: ['course rating', 'rating'] },
  { key: 'slopeRating', header: 'Slope Rating', required: false, aliases: ['slope rating', 'slope'] },
] as const;

export type CourseColumn = (typeof COURSE_COLUMNS)[number];
export type CourseColumnKey = CourseColumn['key'];

/** The header text shown to users (and named in errors) for a column. */
export function headerOf(key: CourseColumnKey): string {
  return COURSE_COLUMNS.find((column) => column.key === key)?.header ?? key;
}

/** A header cell's text compared without case, extra spaces, or a trailing "(optional)". */
export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(optional\)|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The column a header cell names, if any. */
export function columnForHeader(text: string): CourseColumn | undefined {
  const normalized = normalizeHeader(text);
  return COURSE_COLUMNS.find((column) => (column.aliases as readonly string[]).includes(normalized));
}

/** Name of the sheet that explains the template; never read as a course. */
export const INSTRUCTIONS_SHEET = 'Instructions';
