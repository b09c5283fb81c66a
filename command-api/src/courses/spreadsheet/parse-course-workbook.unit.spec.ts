import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCourseTemplate } from './course-template.ts';
import { CourseWorkbookError } from './course-workbook-error.ts';
import { EXAMPLE_COURSE, EXAMPLE_SHEET_NAME } from './example-course.ts';
import { parseCourseWorkbook } from './parse-course-workbook.ts';

type Cell = string | number | null | ExcelJS.CellValue;
const HEADER: readonly string[] = [
  'Course Name',
  'Location',
  'Hole',
  'Par',
  'Distance',
  'Handicap',
  'Tee Set',
  'Tee Color',
  'Course Rating',
  'Slope Rating',
];
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 5, 3, 4, 4, 4, 3, 5, 4];
const SI = [7, 11, 17, 1, 9, 5, 15, 13, 3, 8, 2, 16, 10, 6, 14, 18, 4, 12];

/** Rows of a sound 18-hole tee set of "Sample Links" (data rows only). */
function teeRows(teeSet: string, holes = 18, options: { rating?: Cell; slope?: Cell; color?: Cell } = {}): Cell[][] {
  const nineSi = [3, 9, 5, 1, 7, 8, 2, 6, 4];
  return Array.from({ length: holes }, (_, index) => [
    'Sample Links',
    'Testville, ZZ, Fictionland',
    index + 1,
    PARS[index] as number,
    300 + index * 10,
    holes === 9 ? (nineSi[index] as number) : (SI[index] as number),
    teeSet,
    options.color === undefined ? null : options.color,
    options.rating === undefined ? 71.5 : options.rating,
    options.slope === undefined ? 128 : options.slope,
  ]);
}

async function workbookWith(sheets: Record<string, Cell[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A spoiler that puts `value` in column `column` (0-based) of `rows[index]` (0 is the header). */
const setCell =
  (index: number, column: number, value: Cell) =>
  (rows: Cell[][]): void => {
    (rows[index] as Cell[])[column] = value;
  };

/** A one-sheet workbook of two sound tee sets (Blue rows 2-19, White rows 20-37) after `spoil`. */
async function spoiledWorkbook(spoil: (rows: Cell[][]) => void): Promise<Buffer> {
  const rows: Cell[][] = [[...HEADER], ...teeRows('Blue'), ...teeRows('White', 18, { rating: 69.8, slope: 122 })];
  spoil(rows);
  return workbookWith({ Course: rows });
}

describe('the course template', () => {
  it('parses back to its example course', async () => {
    const parsed = await parseCourseWorkbook(await buildCourseTemplate(), 'course-template.xlsx');
    expect(parsed).toEqual({ courses: [EXAMPLE_COURSE], errors: [] });
  });

  it('has the instructions first, then the example with a bold header, required columns first', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(await buildCourseTemplate()).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Instructions', EXAMPLE_SHEET_NAME]);
    const header = workbook.getWorksheet(EXAMPLE_SHEET_NAME)?.getRow(1);
    expect(header?.values).toEqual([undefined, ...HEADER]);
    expect(header?.getCell(1).font?.bold).toBe(true);
    expect(workbook.getWorksheet(EXAMPLE_SHEET_NAME)?.actualRowCount).toBe(1 + 2 * 18);
    const instructions = JSON.stringify(workbook.getWorksheet('Instructions')?.getSheetValues());
    for (const phrase of ['Each worksheet is one course', 'Required columns', 'Optional columns', 'stroke index', '.xls']) {
      expect(instructions).toContain(phrase);
    }
  });

  it('round-trips a course filled into a copy of the example header', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(await buildCourseTemplate()).buffer);
    const sheet = workbook.addWorksheet('My nine');
    sheet.addRow(HEADER.map((header) => header.toUpperCase()));
    // Rating and slope given once per tee set, tee colour left to the name, pars differ by tee.
    teeRows('Gold', 9, { rating: 34.1, slope: 118 }).forEach((row) => sheet.addRow(row));
    teeRows('Red', 9, { rating: null, slope: null }).forEach((row, index) => sheet.addRow(index === 3 ? row.with(3, 4) : row));
    for (let row = 3; row <= 10; row += 1) sheet.getRow(row).getCell(9).value = null;
    const parsed = await parseCourseWorkbook(Buffer.from(await workbook.xlsx.writeBuffer()), 'filled.xlsx');
    expect(parsed.errors).toEqual([]);
    expect(parsed.courses.map((course) => course.name)).toEqual(['Bandon Dunes (example)', 'Sample Links']);
    const nine = parsed.courses[1];
    expect(nine).toMatchObject({ location: 'Testville, ZZ, Fictionland', holes: 9 });
    expect(nine?.teeSets.map((tee) => [tee.name, tee.color, tee.rating, tee.slope, tee.holes[3]?.par])).toEqual([
      ['Gold', 'gold', 34.1, 118, 5],
      ['Red', 'red', 72, 113, 4],
    ]);
    expect(nine?.teeSets[0]?.holes[0]).toEqual({ holeNumber: 1, par: 4, strokeIndex: 3, yardage: 300 });
    expect(nine?.teeSets[0]?.totalYardage).toBe(300 * 9 + 10 * 36);
  });
});

describe('a bad row', () => {
  it.each([
    ['a blank course name', setCell(5, 0, null), 6, 'Course Name', 'Course Name is empty'],
    ['hole 19', setCell(2, 2, 19), 3, 'Hole', 'Hole must be a whole number from 1 to 18 (found "19")'],
    ['hole "x"', setCell(2, 2, 'x'), 3, 'Hole', '(found "x")'],
    ['par 7', setCell(4, 3, 7), 5, 'Par', 'Par must be a whole number from 3 to 6'],
    ['a negative distance', setCell(7, 4, -3), 8, 'Distance', 'Distance must be a number of yards, 0 or more'],
    ['a blank distance', setCell(7, 4, null), 8, 'Distance', 'Distance is empty'],
    ['handicap 0', setCell(9, 5, 0), 10, 'Handicap', "Handicap (the hole's stroke index) must be a whole number from 1 to 18"],
    ['a blank tee set', setCell(11, 6, '  '), 12, 'Tee Set', 'Tee Set is empty'],
    ['course rating 90', setCell(1, 8, 90), 2, 'Course Rating', 'Course Rating must be a number from 60 to 85'],
    ['slope 160', setCell(1, 9, 160), 2, 'Slope Rating', 'Slope Rating must be a whole number from 55 to 155'],
    ['slope 120.5', setCell(1, 9, 120.5), 2, 'Slope Rating', '(found "120.5")'],
    ['a missing Par column', setCell(0, 3, 'Parr'), 1, 'Par', 'Column "Par" is missing'],
    ['a hole listed twice', setCell(3, 2, 1), 4, 'Hole', 'Hole 1 of tee set Blue is listed twice (rows 2 and 4)'],
    [
      'a missing hole',
      (rows: Cell[][]): void => void rows.splice(12, 1),
      2,
      'Hole',
      'Tee set Blue has 17 holes; a tee set needs 9 or 18 (missing: 12)',
    ],
    [
      'a repeated handicap',
      setCell(5, 5, 7),
      6,
      'Handicap',
      'Handicap 7 is used twice in tee set Blue (holes 1 and 5); each hole needs its own handicap from 1 to 18. Not used: 9.',
    ],
    ['a second course name', setCell(30, 0, 'Other Links'), 31, 'Course Name', 'each worksheet holds one course'],
    ['two ratings in a tee set', setCell(6, 8, 72.5), 7, 'Course Rating', 'Tee set Blue has Course Rating 71.5 in row 2 but 72.5 here'],
    [
      'a 9-hole rating on 18 holes',
      (rows: Cell[][]): void => rows.slice(19).forEach((row) => void (row[8] = 35)),
      20,
      'Course Rating',
      'is a 9-hole rating',
    ],
    [
      'tee sets of 18 and 9 holes',
      (rows: Cell[][]): void => void rows.splice(19, 18, ...teeRows('White', 9)),
      20,
      'Hole',
      'Tee set White has 9 holes but Blue has 18',
    ],
  ] as const)('%s is named by sheet, row and column', async (_case, spoil, row, column, message) => {
    const parsed = await parseCourseWorkbook(await spoiledWorkbook(spoil), 'courses.xlsx');
    expect(parsed.courses).toEqual([]);
    expect(parsed.errors).toContainEqual({ sheet: 'Course', row, column, message: expect.stringContaining(message) });
  });

  it('spoils only its own worksheet', async () => {
    const bad: Cell[][] = [[...HEADER], ...teeRows('Blue')];
    (bad[4] as Cell[])[3] = 2;
    const good = [[...HEADER], ...teeRows('Blue')].map((row, index) => (index === 0 ? row : row.with(0, 'Good Links')));
    const parsed = await parseCourseWorkbook(await workbookWith({ 'Bad one': bad, Empty: [], 'Good one': good }), 'two.xlsx');
    expect(parsed.courses.map((course) => course.name)).toEqual(['Good Links']);
    expect(parsed.errors).toEqual([
      { sheet: 'Bad one', row: 5, column: 'Par', message: 'Par must be a whole number from 3 to 6 (found "2").' },
    ]);
  });

  it('refuses the same course on two worksheets', async () => {
    const rows: Cell[][] = [[...HEADER], ...teeRows('Blue')];
    const parsed = await parseCourseWorkbook(await workbookWith({ First: rows, Second: rows }), 'twice.xlsx');
    expect(parsed.courses).toHaveLength(1);
    expect(parsed.errors).toEqual([
      { sheet: 'Second', row: 2, column: 'Course Name', message: 'Sample Links is also on worksheet "First": upload each course once.' },
    ]);
  });
});

describe('cell contents', () => {
  it('reads numbers typed as text, formulas by their result, and rich text', async () => {
    const rows: Cell[][] = [[...HEADER], ...teeRows('Blue', 9, { rating: '35.5', slope: { formula: '100+20', result: 120 } })];
    (rows[1] as Cell[])[0] = { richText: [{ text: 'Sample ' }, { text: 'Links', font: { bold: true } }] };
    (rows[2] as Cell[])[3] = ' 4 ';
    const parsed = await parseCourseWorkbook(await workbookWith({ Nine: rows }), 'nine.xlsx');
    expect(parsed.errors).toEqual([]);
    expect(parsed.courses[0]?.teeSets[0]).toMatchObject({ rating: 35.5, slope: 120, color: 'blue' });
  });
});

describe('files that are not course workbooks', () => {
  const refusal = async (bytes: Uint8Array, filename: string) => {
    const error = await parseCourseWorkbook(bytes, filename).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CourseWorkbookError);
    return (error as Error).message;
  };
  const ole2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);

  it('rejects a legacy .xls file', async () => {
    expect(await refusal(ole2, 'courses.xls')).toBe(
      'Legacy .xls files are not supported: open the file and save it as .xlsx, then upload again.',
    );
  });

  it('says a password-protected .xlsx must be saved without its password', async () => {
    expect(await refusal(ole2, 'courses.xlsx')).toContain('password-protected');
  });

  it('rejects text, damaged and empty files and a workbook without a course', async () => {
    expect(await refusal(Buffer.from('Course Name,Hole\nSample,1\n'), 'courses.csv')).toContain('is not an Excel workbook (.xlsx)');
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await refusal(damaged, 'courses.xlsx')).toContain('could not be read as an Excel workbook');
    expect(await refusal(new Uint8Array(0), 'courses.xlsx')).toBe('"courses.xlsx" is empty.');
    const onlyInstructions = await workbookWith({ Instructions: [['Read me']], Blank: [] });
    expect(await refusal(onlyInstructions, 'courses.xlsx')).toContain('holds no course');
  });
});
