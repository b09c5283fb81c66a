import type { BulkUploadResult, JobAccepted } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { coursesQueryKeyRoot } from '../../../lib/course-query-key.ts';
import { adminKeys } from './admin-keys.ts';
import { notePosition } from '../../../lib/read-position.ts';
import { JobFailedError, waitForJob } from '../../../lib/wait-for-job.ts';

/** The workbook types the upload takes; the server explains what it refuses (legacy .xls). */
export const UPLOAD_ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/**
 * Sends the workbook (multipart field `file`) and follows the upload job to its result: the
 * courses made, the rows refused (sheet, row, column) and the duplicates skipped.
 */
export async function bulkUploadCourses(file: File, onProgress: (progress: number) => void): Promise<BulkUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { jobId } = await apiJson<JobAccepted>('POST', '/api/admin/courses/bulk-upload', form);
  const job = await waitForJob(jobId, { onProgress });
  if (job.queue !== 'course-bulk-upload' || !job.result) throw new JobFailedError('The upload finished without a result.');
  notePosition(job.result);
  return job.result;
}

function summary({ courses, errors, skipped }: BulkUploadResult): string {
  const parts = [`${courses.length} ${courses.length === 1 ? 'course' : 'courses'} created`];
  if (skipped.length > 0) parts.push(`${skipped.length} already existed`);
  if (errors.length > 0) parts.push(`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} to fix`);
  return `${parts.join(', ')}.`;
}

export function useBulkUploadCourses() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationKey: ['admin', 'courses', 'bulk-upload'],
    mutationFn: (file: File) => {
      setProgress(0);
      return bulkUploadCourses(file, setProgress);
    },
    onSuccess: async (result) => {
      const nothing = result.courses.length === 0;
      toast({
        title: nothing ? 'No courses uploaded' : 'Courses uploaded',
        description: summary(result),
        variant: nothing && result.errors.length > 0 ? 'destructive' : 'default',
      });
      await queryClient.invalidateQueries({ queryKey: coursesQueryKeyRoot });
      await queryClient.invalidateQueries({ queryKey: adminKeys.courses });
    },
    onError: () => {
      toast({ title: 'Upload Failed', description: 'Failed to upload courses. Please check the file format.', variant: 'destructive' });
    },
  });
  return { ...mutation, progress };
}
