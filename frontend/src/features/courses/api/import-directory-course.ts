import type { CourseImportResult, JobAccepted } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { notePosition } from '../../../lib/read-position.ts';
import { JobFailedError, waitForJob } from '../../../lib/wait-for-job.ts';
import { importErrorToast, importSuccessToast } from '../import-toasts.ts';
import { refreshCourses } from './refresh-courses.ts';

/**
 * Queues the import of a directory course and follows its job to the end. The job's result
 * carries the position of the course's events, so the library read afterwards includes it.
 */
export async function importDirectoryCourse(directoryId: string, onProgress: (progress: number) => void): Promise<CourseImportResult> {
  const { jobId } = await apiJson<JobAccepted>('POST', `/api/golf-courses/${encodeURIComponent(directoryId)}/import`);
  const job = await waitForJob(jobId, { onProgress });
  if (job.queue !== 'course-import' || !job.result) throw new JobFailedError('The import finished without a course.');
  notePosition(job.result);
  return job.result;
}

/** The import and its progress (0..100) while it runs; which directory course is importing. */
export function useImportDirectoryCourse() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationKey: ['golf-courses', 'import'],
    mutationFn: (directoryId: string) => {
      setProgress(0);
      return importDirectoryCourse(directoryId, setProgress);
    },
    onSuccess: async (result) => {
      toast(importSuccessToast(result));
      await refreshCourses(queryClient);
    },
    onError: (error) => {
      toast(importErrorToast(error));
    },
  });
  return { ...mutation, progress, importingId: mutation.isPending ? mutation.variables : undefined };
}
