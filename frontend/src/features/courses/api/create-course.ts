import type { CourseCommandResponse, CourseFormBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { refreshCourses } from './refresh-courses.ts';

/** A course of the user's own, without tee sets (they are added on its tees screen). */
export const createCourse = (body: CourseFormBody) => apiJson<CourseCommandResponse>('POST', '/api/courses', body);

export function useCreateCourse({ onSuccess }: { onSuccess?: (answer: CourseCommandResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['courses', 'create'],
    mutationFn: createCourse,
    onSuccess: async (answer) => {
      toast({ title: 'Course added', description: `${answer.course.name} is in your courses. Add its tee sets next.` });
      onSuccess?.(answer);
      await refreshCourses(queryClient, answer.course);
    },
    onError: () => {
      toast({ title: 'Failed to add course. Please try again.', variant: 'destructive' });
    },
  });
}
