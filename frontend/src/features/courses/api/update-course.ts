import type { CourseCommandResponse, UpdateCourseBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { refreshCourses } from './refresh-courses.ts';

export type UpdateCourseInput = { courseId: string; body: UpdateCourseBody };

export const updateCourse = ({ courseId, body }: UpdateCourseInput) =>
  apiJson<CourseCommandResponse>('PATCH', `/api/courses/${encodeURIComponent(courseId)}`, body);

export function useUpdateCourse({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['courses', 'update'],
    mutationFn: updateCourse,
    onSuccess: async (answer) => {
      toast({ title: 'Course updated' });
      onSuccess?.();
      await refreshCourses(queryClient, answer.course);
    },
    onError: () => {
      toast({ title: 'Failed to update course. Please try again.', variant: 'destructive' });
    },
  });
}
