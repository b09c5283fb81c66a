/**
 * An uploaded file that cannot be read as a course workbook at all (not a spreadsheet,
 * damaged, legacy .xls, no course in it). HTTP 400; the message is written for the golfer.
 * Problems inside a readable workbook are not thrown: they come back as row errors.
 */
export class CourseWorkbookError extends Error {
  readonly status = 400;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourseWorkbookError';
  }
}

/** A workbook larger, once unpacked, than is read (workbook-limits.ts): refused before it is parsed. */
export class WorkbookTooLargeError extends CourseWorkbookError {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookTooLargeError';
  }
}

export const WORKBOOK_MESSAGES = {
  legacyXls: 'Legacy .xls files are not supported: open the file and save it as .xlsx, then upload again.',
  protected: (filename: string) =>
    `"${filename}" is password-protected (or an old .xls file renamed): remove the password or save it as .xlsx, then upload again.`,
  empty: (filename: string) => `"${filename}" is empty.`,
  notSpreadsheet: (filename: string) =>
    `"${filename}" is not an Excel workbook (.xlsx). Download the template, fill it in, and upload it again.`,
  damaged: (filename: string) =>
    `"${filename}" could not be read as an Excel workbook (.xlsx); it may be damaged. Open it in Excel or another spreadsheet app, save it as .xlsx, and upload again.`,
  unpacksTooLarge: (filename: string, size: string, limit: string) =>
    `"${filename}" unpacks to ${size}; at most ${limit} of workbook is read. Split the courses over several workbooks and upload each.`,
  tooManyParts: (filename: string, parts: number, limit: number) =>
    `"${filename}" holds ${parts.toLocaleString('en-US')} parts; a workbook of at most ${limit} parts is read. Save it again from a spreadsheet app, or split the courses over several workbooks.`,
  tooManyRows: (filename: string, rows: number, limit: number) =>
    `"${filename}" has ${rows.toLocaleString('en-US')} rows; at most ${limit.toLocaleString('en-US')} rows are read. Split the courses over several workbooks and upload each.`,
  noCourse: (filename: string) =>
    `"${filename}" holds no course: put each course on its own worksheet with the columns of the template (Course Name, Location, Hole, Par, Distance, Handicap, Tee Set).`,
} as const;
