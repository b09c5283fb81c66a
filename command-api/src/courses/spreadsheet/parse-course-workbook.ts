import ExcelJS from 'exceljs';
import type { ImportedCourse } from '../directory/course-import-model.ts';
import { assembleCourseSheet } from './assemble-course-sheet.ts';
import { COURSE_COLUMNS, INSTRUCTIONS_SHEET, headerOf } from './course-columns.ts';
import { CourseWorkbookError, WORKBOOK_MESSAGES } from './course-workbook-error.ts';
import { readCourseRows, WHOLE_SHEET, type WorkbookError } from './read-course-rows.ts';
import { checkWorkbookLimits } from './workbook-limits.ts';

export type ParsedCourseWorkbook = {
  /** One course per sound worksheet, in worksheet order. */
  courses: ImportedCourse[];
  /** Every problem of the other worksheets, by worksheet, row and column. */
  errors: WorkbookError[];
};

/** As `ParsedCourseWorkbook`, with the worksheet each course came from. */
export type ParsedCourseSheets = {
  courses: { sheet: string; course: ImportedCourse }[];
  errors: WorkbookError[];
};

/** Start of a ZIP archive, which an .xlsx file is. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/**
 * Start of an OLE2 compound file: a legacy .xls, or an .xlsx saved with a password.
 * Legacy .xls is refused on purpose: no maintained .xls reader on npm is free of open
 * advisories. The npm `xlsx` (SheetJS) is frozen at 0.18.5 with prototype pollution
 * (CVE-2023-30533) and ReDoS (CVE-2024-22363) when reading crafted files; its fixed builds are
 * only on SheetJS's own CDN, outside the npm registry we install from. Uploads are untrusted
 * files, and re-saving as .xlsx takes one click.
 */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Reads an uploaded course workbook (spec: bulk upload). Each worksheet but "Instructions" is
 * one course; a worksheet with any bad row gives no course, and its errors say where. Throws
 * `CourseWorkbookError` when the file is not a readable .xlsx or holds no course at all.
 */
export async function parseCourseWorkbook(buffer: Uint8Array, filename: string): Promise<ParsedCourseWorkbook> {
  const { courses, errors } = await parseCourseSheets(buffer, filename);
  return { courses: courses.map((entry) => entry.course), errors };
}

/** `parseCourseWorkbook`, naming the worksheet of each course (an upload reports problems by worksheet). */
export async function parseCourseSheets(buffer: Uint8Array, filename: string): Promise<ParsedCourseSheets> {
  const workbook = await loadWorkbook(buffer, filename);
  const courses: ParsedCourseSheets['courses'] = [];
  const errors: WorkbookError[] = [];
  const sheetOfCourse = new Map<string, string>();
  for (const sheet of workbook.worksheets) {
    if (sheet.name.trim().toLowerCase() === INSTRUCTIONS_SHEET.toLowerCase()) continue;
    const read = readCourseRows(sheet);
    if (read.headerRow === null) continue;
    const sheetErrors: WorkbookError[] = [...read.errors];
    if (read.errors.length === 0 && read.rows.length === 0) {
      sheetErrors.push({
        sheet: sheet.name,
        row: read.headerRow,
        column: WHOLE_SHEET,
        message: 'This worksheet has a header row but no holes under it.',
      });
    }
    if (read.errors.length === 0 && read.rows.length > 0) {
      const { course, problems } = assembleCourseSheet(read.rows);
      sheetErrors.push(...problems.map((problem) => ({ sheet: sheet.name, ...problem })));
      const key = course && `${course.name}|${course.location}`.toLowerCase();
      const earlierSheet = key ? sheetOfCourse.get(key) : undefined;
      if (course && key && earlierSheet !== undefined) {
        const message = `${course.name} is also on worksheet "${earlierSheet}": upload each course once.`;
        sheetErrors.push({ sheet: sheet.name, row: read.rows[0]?.row ?? read.headerRow, column: headerOf('courseName'), message });
      } else if (course && key) {
        sheetOfCourse.set(key, sheet.name);
        courses.push({ sheet: sheet.name, course });
      }
    }
    errors.push(...sheetErrors.sort(byRowThenColumn));
  }
  if (courses.length === 0 && errors.length === 0) throw new CourseWorkbookError(WORKBOOK_MESSAGES.noCourse(filename));
  return { courses, errors };
}

async function loadWorkbook(buffer: Uint8Array, filename: string): Promise<ExcelJS.Workbook> {
  if (buffer.length === 0) throw new CourseWorkbookError(WORKBOOK_MESSAGES.empty(filename));
  if (startsWith(buffer, OLE2_SIGNATURE)) {
    throw new CourseWorkbookError(/\.xlsx$/i.test(filename) ? WORKBOOK_MESSAGES.protected(filename) : WORKBOOK_MESSAGES.legacyXls);
  }
  if (!startsWith(buffer, ZIP_SIGNATURE)) {
    throw new CourseWorkbookError(/\.xls$/i.test(filename) ? WORKBOOK_MESSAGES.legacyXls : WORKBOOK_MESSAGES.notSpreadsheet(filename));
  }
  // Sizes and rows are checked in the zip first: the reader below holds the whole workbook in memory.
  await checkWorkbookLimits(buffer, filename);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs wants an ArrayBuffer; copy exactly the bytes of this view.
    await workbook.xlsx.load(Uint8Array.from(buffer).buffer);
  } catch (cause) {
    throw new CourseWorkbookError(WORKBOOK_MESSAGES.damaged(filename), { cause });
  }
  return workbook;
}

function startsWith(buffer: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => buffer[index] === byte);
}

const columnOrder = new Map<string, number>(COURSE_COLUMNS.map((column, index) => [column.header, index]));

function byRowThenColumn(a: WorkbookError, b: WorkbookError): number {
  return a.row - b.row || (columnOrder.get(a.column) ?? -1) - (columnOrder.get(b.column) ?? -1);
}
