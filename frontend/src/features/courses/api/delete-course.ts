import type { DeletedResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { courseKeys } from './course-keys.ts';
import { refreshCourses } from './refresh-courses.ts';

export const deleteCourse = (courseId: string) => apiJson<DeletedResponse>('DELETE', `/api/courses/${encodeURIComponent(courseId)}`);

/** A course that game rounds use is refused (409); the server's message names those games. */
export function useDeleteCourse({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['courses', 'delete'],
    mutationFn: deleteCourse,
    onSuccess: async (_answer, courseId) => {
      toast({ title: 'Course deleted' });
      queryClient.removeQueries({ queryKey: courseKeys.detail(courseId) });
      await refreshCourses(queryClient);
    },
    onError: (error) => {
      toast({ title: 'Cannot delete course', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled,
  });
}
