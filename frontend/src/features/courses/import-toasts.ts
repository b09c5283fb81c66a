import type { CourseImportResult } from '@golf/contracts';
import type { ToastInput } from '../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../lib/api-error.ts';
import { JobFailedError } from '../../lib/wait-for-job.ts';

/** Warnings stay up longer than the usual 5 s: they ask the golfer to check the scorecard. */
export const MISSING_HANDICAP_TOAST_MS = 8000;
export const PARTIAL_HANDICAP_TOAST_MS = 6000;

/** What a finished import tells the golfer: the course's name, or the stroke-index warning. */
export function importSuccessToast(result: CourseImportResult): ToastInput {
  const warning = result.warning ?? result.warnings[0];
  if (warning?.type === 'missing_handicap_data') {
    return {
      title: 'Course imported without stroke indexes',
      description: `${result.name}: ${warning.message}`,
      durationMs: MISSING_HANDICAP_TOAST_MS,
    };
  }
  if (warning?.type === 'partial_handicap_data') {
    return {
      title: 'Course imported with incomplete stroke indexes',
      description: `${result.name}: ${warning.message}`,
      durationMs: PARTIAL_HANDICAP_TOAST_MS,
    };
  }
  return { title: 'Course Imported', description: `${result.name} has been added to your courses.` };
}

/** The reason an import failed: the job's own reason, else the API's message. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof JobFailedError) return error.message;
  return serverMessageOr(error, 'The course directory did not answer. Please try again.');
}

export function importErrorToast(error: unknown): ToastInput {
  const message = importErrorMessage(error);
  const duplicate = /already exists/i.test(message);
  return { title: duplicate ? 'Course Already Exists' : 'Import Failed', description: message, variant: 'destructive' };
}
