import { z } from 'zod';
import type { OwnedJobData } from '../../jobs/job-failure.ts';

/** A job of the `course-import` queue: import directory course `directoryId` for user `userId`. */
export type CourseImportJobData = OwnedJobData & { directoryId: string };

export const CourseImportJobData = z.object({
  userId: z.string().min(1),
  directoryId: z.string().trim().min(1),
});

/** Tries of an import: the directory may be briefly out (502) or slow (504). */
export const IMPORT_ATTEMPTS = 4;
