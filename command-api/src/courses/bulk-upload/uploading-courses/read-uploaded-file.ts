import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../commands/domain-error.ts';
import { WORKBOOK_MESSAGES } from '../../spreadsheet/course-workbook-error.ts';
import { MAX_UPLOAD_BYTES } from '../bulk-upload-job-data.ts';

/** The multipart field that carries the workbook. */
export const FILE_FIELD = 'file';

const SEND_AS_MULTIPART = `Send the workbook as multipart/form-data, in a field named "${FILE_FIELD}".`;

/** 413 with a message the admin can act on; the error handler passes 4xx messages through. */
class UploadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(`The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Split the courses over several workbooks and upload each.`);
    this.name = 'UploadTooLargeError';
  }
}

/** The uploaded workbook's name and bytes; 400 without one, 413 when it is too large. */
export async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new BadRequestError(SEND_AS_MULTIPART);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new BadRequestError('Upload one workbook at a time.');
    throw error;
  }
  if (part === undefined) throw new BadRequestError(`No file was uploaded. ${SEND_AS_MULTIPART}`);
  if (part.fieldname !== FILE_FIELD) {
    part.file.resume();
    throw new BadRequestError(`The file is in the field "${part.fieldname}". ${SEND_AS_MULTIPART}`);
  }
  const filename = (part.filename || 'upload.xlsx').slice(-255);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLargeError();
    throw error;
  }
  if (bytes.length === 0) throw new BadRequestError(WORKBOOK_MESSAGES.empty(filename));
  return { filename, bytes };
}
