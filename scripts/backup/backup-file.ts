import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup file: gzip-compressed NDJSON, one JSON value a line. The first line is the header,
 * then every event in position order, then the rows of the write-side tables (schema `auth`:
 * password hashes and reset-token hashes, never in the log), and last the end line, whose counts
 * must match the header's: a file cut short is refused, not half restored.
 */
export const BACKUP_FORMAT = 'golf-scoring-backup';
export const BACKUP_VERSION = 1;

export const BackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  /** Events in the file and the position of the last one ("0" when the log is empty). */
  events: z.number().int().nonnegative(),
  lastPosition: z.string().regex(/^\d+$/),
  /** Write-side tables in the order they are restored (referenced tables first), with their columns and row counts. */
  tables: z.array(z.object({ name: z.string().regex(/^auth\.[a-z_][a-z0-9_]*$/), columns: z.array(z.string()), rows: z.number().int() })),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

/** One event as es.events holds it; bigints as decimal strings, recordedAt with its microseconds. */
export const BackupEvent = z.object({
  position: z.string().regex(/^\d+$/),
  stream: z.string().min(1),
  revision: z.string().regex(/^\d+$/),
  id: z.string().uuid(),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  recordedAt: z.string().min(1),
});
export type BackupEvent = z.infer<typeof BackupEvent>;

export const BackupLine = z.union([
  z.object({ event: BackupEvent }).strict(),
  z.object({ row: z.object({ table: z.string(), values: z.record(z.string(), z.unknown()) }).strict() }).strict(),
  z.object({ end: z.object({ events: z.number().int(), rows: z.number().int() }).strict() }).strict(),
]);
export type BackupLine = z.infer<typeof BackupLine>;

/** A backup file that cannot be restored, with the reason and, where known, the line. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/**
 * Writes `lines` as a backup file at `path`: to a temporary file first, renamed when complete,
 * so a failed backup never leaves a file under the name. The file is readable by its owner only
 * (it holds password hashes).
 */
export async function writeBackupFile(path: string, lines: AsyncIterable<unknown>): Promise<void> {
  const partial = `${path}.partial`;
  await (await open(partial, 'w', 0o600)).close();
  try {
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const line of lines) yield `${JSON.stringify(line)}\n`;
        })(),
      ),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The header and then each line of a backup file, checked; every problem is a BackupFileError naming the file. */
export async function readBackupFile(path: string): Promise<{ header: BackupHeader; lines: AsyncGenerator<BackupLine> }> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(`${path}: cannot be opened (${error.code ?? error.message})`);
  });
  const start = Buffer.alloc(2);
  await handle.read(start, 0, 2, 0);
  await handle.close();
  if (start[0] !== GZIP_MAGIC[0] || start[1] !== GZIP_MAGIC[1])
    throw new BackupFileError(`${path} is not a backup made by npm run backup (it is not gzip-compressed)`);
  const input = createReadStream(path).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let lineNumber = 0;
  const next = async (): Promise<string | null> => {
    // A gzip stream cut short or corrupted fails the read with zlib's words ("unexpected end of file").
    const result = await reader.next().catch((error: Error) => {
      throw new BackupFileError(`${path} is damaged after line ${lineNumber}: ${error.message}`);
    });
    if (result.done) return null;
    lineNumber += 1;
    return result.value;
  };
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      throw new BackupFileError(`${path}, line ${lineNumber}: not JSON; the file is damaged`);
    }
  };

  const first = await next();
  const headerValue = first === null ? null : parse(first);
  const header = BackupHeader.safeParse(headerValue);
  if (!header.success) {
    const format = (headerValue as { format?: unknown } | null)?.format;
    throw new BackupFileError(
      format === BACKUP_FORMAT
        ? `${path}: its header is damaged (${header.error.issues[0]?.message ?? 'unreadable'})`
        : `${path} is not a backup made by npm run backup (its first line is not a ${BACKUP_FORMAT} header)`,
    );
  }
  if (header.data.version !== BACKUP_VERSION)
    throw new BackupFileError(
      `${path} is a version ${header.data.version} backup; this version of the app restores version ${BACKUP_VERSION} only`,
    );

  async function* lines(): AsyncGenerator<BackupLine> {
    for (let text = await next(); text !== null; text = await next()) {
      if (text.trim() === '') continue;
      const line = BackupLine.safeParse(parse(text));
      if (!line.success) throw new BackupFileError(`${path}, line ${lineNumber}: not an event, a row or the end line; the file is damaged`);
      yield line.data;
    }
  }
  return { header: header.data, lines: lines() };
}
