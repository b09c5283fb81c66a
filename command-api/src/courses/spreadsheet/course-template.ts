import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '../directory/course-import-model.ts';
import { COURSE_COLUMNS, INSTRUCTIONS_SHEET } from './course-columns.ts';
import { EXAMPLE_COURSE, EXAMPLE_SHEET_NAME } from './example-course.ts';

const { par, rating, nineHoleRating, slope } = IMPORT_LIMITS;

/** The Instructions worksheet: [heading] rows, and [topic, explanation] rows. */
const INSTRUCTIONS: readonly (readonly [string] | readonly [string, string])[] = [
  ['How to fill in this workbook'],
  [
    'One course per worksheet',
    'Each worksheet is one course. Copy the example worksheet (right-click its tab, Move or Copy, Create a copy), rename the copy, and replace its rows with your course.',
  ],
  ['One row per hole per tee set', 'An 18-hole course with 3 tee sets has 54 rows. Keep the header row as the first row.'],
  ['The example', `Delete the "${EXAMPLE_SHEET_NAME}" worksheet before you upload, or it will be imported too.`],
  ['File type', 'Save as Excel Workbook (.xlsx). Legacy .xls files are not accepted: open them and save them as .xlsx.'],
  ['Required columns'],
  ['Course Name', 'The name of the course, the same on every row of the worksheet.'],
  ['Location', 'City, State, Country. The column must be there; the value may be on one row only, or left blank.'],
  ['Hole', 'The hole number, 1 to 18. Each hole once per tee set: holes 1 to 9 or 1 to 18.'],
  ['Par', `Whole number from ${par.min} to ${par.max}.`],
  ['Distance', "The hole's length in yards, 0 or more (0 if you do not know it)."],
  [
    'Handicap',
    "The hole's stroke index from the scorecard's handicap row: 1 is the hardest hole. Within a tee set each number from 1 to the number of holes is used exactly once.",
  ],
  ['Tee Set', 'The name of the tee set, for example Blue or Championship.'],
  ['Optional columns'],
  [
    'Tee Color',
    'black, gold, blue, white, green or red (yellow shows as gold). Blank or another colour: taken from the tee set name, else white.',
  ],
  [
    'Course Rating',
    `From ${rating.min} to ${rating.max}; a 9-hole course may give its 9-hole rating (${nineHoleRating.min} to ${nineHoleRating.max}). Blank: 72. One value per tee set: give it on every row of the tee set or on one.`,
  ],
  ['Slope Rating', `Whole number from ${slope.min} to ${slope.max}. Blank: 113. One value per tee set.`],
  ['Rules'],
  ['Holes', 'All tee sets of a course have the same number of holes, 9 or 18.'],
  ['Pars', "Pars may differ between tee sets (for example a women's par 5): each tee set keeps its own."],
  [
    'Errors',
    'A worksheet with any mistake is not imported; the other worksheets still are. Each error names the worksheet, row and column to fix.',
  ],
  ['This worksheet', `The "${INSTRUCTIONS_SHEET}" worksheet is never imported.`],
];

/** The course upload template: an Instructions worksheet and a filled example course worksheet. */
export async function buildCourseTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Scoring';
  addInstructions(workbook);
  addExampleSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addInstructions(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  sheet.columns = [{ width: 30 }, { width: 110 }];
  sheet.addRow(['Course upload template']).font = { bold: true, size: 14 };
  for (const line of INSTRUCTIONS) {
    if (line.length === 1) sheet.addRow([]);
    const row = sheet.addRow([...line]);
    row.alignment = { wrapText: true, vertical: 'top' };
    if (line.length === 1) row.font = { bold: true, size: 12 };
    else row.getCell(1).font = { bold: true };
  }
}

function addExampleSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet(EXAMPLE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COURSE_COLUMNS.map((column) => ({ header: column.header, width: Math.max(12, column.header.length + 4) }));
  sheet.getColumn(1).width = 26;
  sheet.getColumn(2).width = 24;
  sheet.getRow(1).font = { bold: true };
  const course = EXAMPLE_COURSE;
  for (const tee of course.teeSets) {
    for (const hole of tee.holes) {
      const color = tee.color.charAt(0).toUpperCase() + tee.color.slice(1);
      sheet.addRow([
        course.name,
        course.location,
        hole.holeNumber,
        hole.par,
        hole.yardage ?? 0,
        hole.strokeIndex,
        tee.name,
        color,
        tee.rating,
        tee.slope,
      ]);
    }
  }
}
