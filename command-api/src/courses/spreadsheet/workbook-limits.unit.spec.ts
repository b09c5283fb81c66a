import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CourseWorkbookError, WorkbookTooLargeError } from './course-workbook-error.ts';
import { checkWorkbookLimits, WORKBOOK_LIMITS } from './workbook-limits.ts';

type Part = { name: string; data: Buffer; declaredSize?: number };

/** A zip of deflated parts whose headers may declare a size other than the real one (as a crafted file does). */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of parts) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sheet = (rows: number) => Buffer.from(`<worksheet><sheetData>${'<row r="1"><c/></row>'.repeat(rows)}</sheetData></worksheet>`);
const refusal = async (zip: Buffer) =>
  checkWorkbookLimits(zip, 'up.xlsx').then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('checkWorkbookLimits', () => {
  it('given a workbook within the limits, then it passes', async () => {
    expect(await refusal(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet(100) }]))).toBeNull();
  });

  it('given parts that unpack to more than the limit, then it is refused by the sizes the zip declares, naming the limit', async () => {
    const error = await refusal(zipOf([{ name: 'xl/media/padding.bin', data: Buffer.alloc(WORKBOOK_LIMITS.unpackedBytes + 1) }]));
    expect(error).toBeInstanceOf(WorkbookTooLargeError);
    expect(error?.message).toMatch(/at most 25 MB of workbook is read/);
  });

  it('given a part larger than the zip declares, then it is refused as damaged while inflating, not read whole', async () => {
    const error = await refusal(
      zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024, 0x20), declaredSize: 1000 }]),
    );
    expect(error).toBeInstanceOf(CourseWorkbookError);
    expect(error).not.toBeInstanceOf(WorkbookTooLargeError);
    expect(error?.message).toMatch(/could not be read/);
  });

  it('given more rows than are read over the worksheets, prefixed tags included, then it is refused naming the limit', async () => {
    const prefixed = Buffer.from(`<x:worksheet>${'<x:row r="1"/>'.repeat(5_000)}</x:worksheet>`);
    const error = await refusal(
      zipOf([
        { name: 'xl/worksheets/sheet1.xml', data: sheet(5_001) },
        { name: 'xl/worksheets/sheet2.xml', data: prefixed },
      ]),
    );
    expect(error?.message).toBe(
      '"up.xlsx" has 10,001 rows; at most 10,000 rows are read. Split the courses over several workbooks and upload each.',
    );
  });

  it('given more parts than are read, then it is refused before any is opened', async () => {
    const parts = Array.from({ length: WORKBOOK_LIMITS.entries + 1 }, (_, index) => ({ name: `xl/p${index}.xml`, data: Buffer.from('x') }));
    expect((await refusal(zipOf(parts)))?.message).toMatch(/holds 501 parts; a workbook of at most 500 parts is read/);
  });
});
