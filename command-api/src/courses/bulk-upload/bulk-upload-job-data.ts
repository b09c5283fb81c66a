import { z } from 'zod';
import type { OwnedJobData } from '../../jobs/job-failure.ts';

/** Largest workbook accepted: ample for hundreds of courses, small enough to carry in a job. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A job of the `course-bulk-upload` queue. The file travels in the job (base64) so any worker
 * can run it; the bytes are dropped from the job once it has run.
 */
export type BulkUploadJobData = OwnedJobData & { filename: string; fileBase64: string | null };

export const BulkUploadJobData = z.object({
  userId: z.string().min(1),
  filename: z.string().min(1).max(255),
  fileBase64: z
    .string()
    .max(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4, 'The file is too large')
    .nullable(),
});
