import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { CourseWorkbookError, WORKBOOK_MESSAGES, WorkbookTooLargeError } from './course-workbook-error.ts';

/**
 * How much of a workbook is read, checked in the zip before any of it is parsed. A course sheet
 * has a row per hole and tee set (18 × 6 = 108 rows), so these leave room for a hundred courses
 * per upload, while a small file that inflates to hundreds of megabytes (a "zip bomb") is
 * refused before the spreadsheet reader holds it in memory.
 */
export const WORKBOOK_LIMITS = {
  /** Every part of the workbook unpacked together (worksheets, shared strings, styles…). */
  unpackedBytes: 25 * 1024 * 1024,
  /** Parts of the zip (a worksheet is one). */
  entries: 500,
  /** Rows over every worksheet. */
  rows: 10_000,
} as const;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A worksheet's XML part, whose `<row>` elements are counted. */
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A row element, with or without a namespace prefix (`<row ` or `<x:row>`). */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

/** The row elements of a worksheet part, read as a stream: never more than one chunk in memory. */
async function countRows(zip: ZipFile, entry: Entry): Promise<number> {
  let rows = 0;
  let tail = '';
  // A row tag may straddle two chunks: the end of the last one is read again with the next.
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    const text = tail + (chunk as Buffer).toString('latin1');
    rows += text.match(ROW_TAG)?.length ?? 0;
    tail = text.slice(-16).replace(ROW_TAG, '');
  }
  return rows;
}

/**
 * Refuses (WorkbookTooLargeError, naming the limit) a workbook whose zip holds too many parts,
 * unpacks to too much, or has too many rows, before the spreadsheet reader is given it. The
 * sizes are those the zip declares; yauzl checks while inflating that no part is larger than
 * declared, so a lying zip is refused as damaged, having inflated no more than the limit.
 */
export async function checkWorkbookLimits(buffer: Uint8Array, filename: string): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), { lazyEntries: true });
  } catch (cause) {
    throw new CourseWorkbookError(WORKBOOK_MESSAGES.damaged(filename), { cause });
  }
  if (zip.entryCount > WORKBOOK_LIMITS.entries)
    throw new WorkbookTooLargeError(WORKBOOK_MESSAGES.tooManyParts(filename, zip.entryCount, WORKBOOK_LIMITS.entries));
  const worksheets: Entry[] = [];
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      if (WORKSHEET_PART.test(entry.fileName)) worksheets.push(entry);
    }
  } catch (cause) {
    throw new CourseWorkbookError(WORKBOOK_MESSAGES.damaged(filename), { cause });
  }
  if (unpacked > WORKBOOK_LIMITS.unpackedBytes)
    throw new WorkbookTooLargeError(
      WORKBOOK_MESSAGES.unpacksTooLarge(filename, megabytes(unpacked), megabytes(WORKBOOK_LIMITS.unpackedBytes)),
    );
  let rows = 0;
  try {
    for (const worksheet of worksheets) rows += await countRows(zip, worksheet);
  } catch (cause) {
    throw new CourseWorkbookError(WORKBOOK_MESSAGES.damaged(filename), { cause });
  }
  if (rows > WORKBOOK_LIMITS.rows) throw new WorkbookTooLargeError(WORKBOOK_MESSAGES.tooManyRows(filename, rows, WORKBOOK_LIMITS.rows));
}

/**
 * For the upload route: refuses at once a zip over the limits, so it is never queued; anything
 * else wrong with the file is left to the job, which says what (not a workbook, damaged…).
 */
export async function refuseOversizedWorkbook(buffer: Uint8Array, filename: string): Promise<void> {
  try {
    await checkWorkbookLimits(buffer, filename);
  } catch (error) {
    if (error instanceof WorkbookTooLargeError) throw error;
  }
}
