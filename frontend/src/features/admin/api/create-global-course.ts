import type { CourseCommandResponse, CreateGlobalCourseBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { coursesQueryKeyRoot } from '../../../lib/course-query-key.ts';
import { adminKeys } from './admin-keys.ts';

/** A global course: everyone sees it, only super admins change it. */
export const createGlobalCourse = (body: CreateGlobalCourseBody) => apiJson<CourseCommandResponse>('POST', '/api/admin/courses', body);

export function useCreateGlobalCourse({ onSuccess }: { onSuccess?: (answer: CourseCommandResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'courses', 'create'],
    mutationFn: createGlobalCourse,
    onSuccess: async (answer) => {
      toast({ title: 'Course created', description: `${answer.course.name} is now available to everyone.` });
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: coursesQueryKeyRoot });
      await queryClient.invalidateQueries({ queryKey: adminKeys.courses });
    },
    onError: () => {
      toast({ title: 'Failed to create course. Please try again.', variant: 'destructive' });
    },
  });
}
