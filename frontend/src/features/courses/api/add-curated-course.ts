import type { CuratedAddResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { parseApiError, serverMessageOr } from '../../../lib/api-error.ts';
import { refreshCourses } from './refresh-courses.ts';

/** Copies a curated course, with all its tees, into the user's library. */
export const addCuratedCourse = (curatedId: string) =>
  apiJson<CuratedAddResponse>('POST', `/api/curated-courses/${encodeURIComponent(curatedId)}/add`);

export function useAddCuratedCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['curated-courses', 'add'],
    mutationFn: addCuratedCourse,
    onSuccess: async (answer) => {
      toast({ title: 'Course added', description: `${answer.course.name} and its tee sets are in your courses.` });
      await refreshCourses(queryClient, answer.course);
    },
    onError: (error) => {
      const { status } = parseApiError(error);
      toast({
        title: status === 409 ? 'Course Already Exists' : 'Failed to add course. Please try again.',
        description: serverMessageOr(error, 'The course was not added.'),
        variant: 'destructive',
      });
    },
  });
}
