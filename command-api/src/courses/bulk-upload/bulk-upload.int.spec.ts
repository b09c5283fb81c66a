import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseMessages, type BulkUploadResult } from '@golf/contracts';
import { getVisibleCourse } from '@golf/read-db';
import { finishedJob } from '../../jobs/testing/finished-job.ts';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { COURSE_COLUMNS } from '../spreadsheet/course-columns.ts';
import { WORKBOOK_MESSAGES } from '../spreadsheet/course-workbook-error.ts';
import { EXAMPLE_SHEET_NAME } from '../spreadsheet/example-course.ts';
import { MAX_UPLOAD_BYTES } from './bulk-upload-job-data.ts';

const ADMIN_EMAIL = 'course.admin@example.com';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 5, 3, 4, 4, 4, 3, 5, 4];
const STROKE_INDEXES = [7, 11, 17, 1, 9, 5, 15, 13, 3, 8, 2, 16, 10, 6, 14, 18, 4, 12];

let api: TestApi;
let worker: RunningWorker;
let admin: { token: string; user: { id: string } };
let golfer: { token: string; user: { id: string } };

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: ADMIN_EMAIL });
  worker = await startWorker(api.config);
  admin = await api.register({ email: ADMIN_EMAIL });
  golfer = await api.register();
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

type Row = (string | number | null)[];

/** The 18 rows of one tee set of course `name`, as a golfer types them under the template header. */
function teeRows(name: string, teeSet: string, color: string | null, rating: number | null, slope: number | null): Row[] {
  return PARS.map((par, index) => [
    name,
    'Testville, ZZ, Fictionland',
    index + 1,
    par,
    300 + index * 10,
    STROKE_INDEXES[index] as number,
    teeSet,
    color,
    rating,
    slope,
  ]);
}

/** The downloaded template with its example replaced by `sheets` (name → data rows under the template header). */
async function filledTemplate(sheets: Record<string, Row[]>): Promise<Buffer> {
  const download = await api.call('GET', '/api/admin/courses/template', { token: admin.token });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(download.rawPayload).buffer);
  workbook.removeWorksheet(workbook.getWorksheet(EXAMPLE_SHEET_NAME)?.id ?? -1);
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(COURSE_COLUMNS.map((column) => column.header));
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, field = 'file') {
  const boundary = `----golf${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${XLSX}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(file: Buffer, options: { filename?: string; token?: string; wait?: boolean; field?: string } = {}) {
  const body = multipart(file, options.filename ?? 'courses.xlsx', options.field);
  return api.app.inject({
    method: 'POST',
    url: `/api/admin/courses/bulk-upload${options.wait ? '?wait=true' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${options.token ?? admin.token}` },
    payload: body.payload,
  });
}

const coursesNamed = (name: string) =>
  api.pool.anyFirst(sql.type(z.object({ id: z.string() }))`SELECT id FROM read.courses WHERE name = ${name}`);

describe('GET /api/admin/courses/template', () => {
  it('downloads the .xlsx template as an attachment', async () => {
    const response = await api.call('GET', '/api/admin/courses/template', { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe('attachment; filename="course-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Instructions', EXAMPLE_SHEET_NAME]);
  });

  it('is there for any signed-in user (the lookup screen offers it), not for strangers', async () => {
    expect((await api.call('GET', '/api/admin/courses/template', { token: golfer.token })).statusCode).toBe(200);
    expect((await api.call('GET', '/api/admin/courses/template')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/courses/bulk-upload', () => {
  it('imports a filled template as a global course with its tees, as a job that reaches 100 %', async () => {
    const file = await filledTemplate({
      'My links': [...teeRows('Upload Links', 'Blue', 'Blue', 71.5, 128), ...teeRows('Upload Links', 'Red', null, null, null)],
    });
    const response = await upload(file);
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(api, response.json().jobId, admin.token);
    expect(job).toMatchObject({ queue: 'course-bulk-upload', state: 'completed', progress: 100 });
    const result = job.result as BulkUploadResult;
    expect(result).toMatchObject({
      errors: [],
      skipped: [],
      courses: [{ name: 'Upload Links', location: 'Testville, ZZ, Fictionland', sheet: 'My links' }],
    });
    const course = await getVisibleCourse(api.pool, result.courses[0]?.id ?? '', golfer.user.id);
    expect(course).toMatchObject({ isGlobal: true, createdBy: null, source: 'spreadsheet', sourceRef: 'My links', holes: 18 });
    expect(course?.teeSets.map((tee) => [tee.name, tee.color, tee.rating, tee.slope])).toEqual([
      ['Blue', 'blue', 71.5, 128],
      ['Red', 'red', 72, 113],
    ]);
    expect(course?.teeSets[0]?.holes.map((hole) => [hole.par, hole.strokeIndex])).toEqual(
      PARS.map((par, index) => [par, STROKE_INDEXES[index]]),
    );
    expect(course?.teeSets[0]?.holes[2]?.yardage).toBe(320);
    const stranger = await api.call('GET', `/api/jobs/${job.id}`, { token: golfer.token });
    expect(stranger.statusCode).toBe(404);
  });

  it('imports the good sheet of a file and nothing of a bad one, naming its sheet, row and column', async () => {
    const bad = teeRows('Broken Links', 'Blue', null, null, null);
    (bad[4] as Row)[3] = 7;
    const file = await filledTemplate({ Broken: bad, Fine: teeRows('Fine Links', 'White', 'white', 69.9, 121) });
    const before = await api.countEvents();
    const response = await upload(file, { wait: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.courses.map((course: { name: string }) => course.name)).toEqual(['Fine Links']);
    expect(body.errors).toEqual([
      { sheet: 'Broken', row: 6, column: 'Par', message: 'Par must be a whole number from 3 to 6 (found "7").' },
    ]);
    expect(body.skipped).toEqual([]);
    expect(await coursesNamed('Broken Links')).toEqual([]);
    expect(await coursesNamed('Fine Links')).toHaveLength(1);
    expect(await api.countEvents()).toBe(before + 1);
  });

  it('skips a course that already exists when the same file is uploaded again', async () => {
    const file = await filledTemplate({ Again: teeRows('Twice Links', 'Blue', null, null, null) });
    expect((await upload(file, { wait: true })).json().courses).toHaveLength(1);
    const again = await upload(file, { wait: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      courses: [],
      errors: [],
      skipped: [{ sheet: 'Again', name: 'Twice Links', message: expect.stringContaining('already exists') }],
    });
    expect(await coursesNamed('Twice Links')).toHaveLength(1);
  });

  it('fails a legacy .xls with a clear message, visible on the job', async () => {
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
    const waited = await upload(ole2, { filename: 'courses.xls', wait: true });
    expect([waited.statusCode, waited.json()]).toEqual([400, { message: WORKBOOK_MESSAGES.legacyXls }]);
    const response = await upload(Buffer.concat([ole2, Buffer.from([1])]), { filename: 'old.xls' });
    const job = await finishedJob(api, response.json().jobId, admin.token);
    expect(job).toMatchObject({ state: 'failed', error: WORKBOOK_MESSAGES.legacyXls });
  });

  it('is for super admins only', async () => {
    const before = await api.queues.courseBulkUpload.count();
    const response = await upload(await filledTemplate({ Mine: teeRows('Sneaky Links', 'Blue', null, null, null) }), {
      token: golfer.token,
    });
    expect([response.statusCode, response.json()]).toEqual([403, { message: courseMessages.superAdminOnly }]);
    expect(await api.queues.courseBulkUpload.count()).toBe(before);
    expect(await coursesNamed('Sneaky Links')).toEqual([]);
  });

  it('refuses a request without the file, with an empty file, or with a file over the limit', async () => {
    const json = await api.call('POST', '/api/admin/courses/bulk-upload', { token: admin.token, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');
    const wrongField = await upload(Buffer.from('x'), { field: 'workbook' });
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, expect.stringContaining('in the field "workbook"')]);
    const empty = await upload(Buffer.alloc(0), { filename: 'empty.xlsx' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: WORKBOOK_MESSAGES.empty('empty.xlsx') }]);
    const large = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toContain('larger than 5 MB');
  });

  const queuedUploads = async () => Object.values(await api.queues.courseBulkUpload.getJobCounts()).reduce((sum, count) => sum + count, 0);

  it('refuses at once a small file that unpacks to more than the limit, naming it, and queues nothing', async () => {
    const bomb = await filledTemplate({ Padding: [['x'.repeat(26 * 1024 * 1024)]] });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await queuedUploads();
    const response = await upload(bomb, { filename: 'bomb.xlsx' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^"bomb\.xlsx" unpacks to 26(\.\d)? MB; at most 25 MB of workbook is read\./);
    expect(await queuedUploads()).toBe(before);
  });

  it('refuses at once a workbook of more rows than are read, naming the limit, and queues nothing', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => teeRows('Long Links', `Tee ${index}`, null, null, null)).flat();
    const file = await filledTemplate({ 'Long Links': rows });
    const before = await queuedUploads();
    const response = await upload(file, { filename: 'long.xlsx' });
    expect(response.statusCode, response.body).toBe(400);
    // 10,801 on the course's worksheet (a header and 600 tee sets of 18 holes), and the Instructions sheet's.
    expect(response.json().message).toMatch(
      /^"long\.xlsx" has 10,8\d\d rows; at most 10,000 rows are read\. Split the courses over several workbooks and upload each\.$/,
    );
    expect(await queuedUploads()).toBe(before);
  });
});
