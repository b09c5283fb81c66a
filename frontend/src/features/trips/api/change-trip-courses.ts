import type { TripCourseView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { tripKeys } from './trip-keys.ts';

const coursesUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/courses`;

export function useAddTripCourse(tripId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trips', tripId, 'add-course'],
    mutationFn: (courseId: string) => apiJson<{ tripCourse: TripCourseView }>('POST', coursesUrl(tripId), { courseId }),
    onSuccess: async ({ tripCourse }) => {
      toast({ title: 'Course added', description: `${tripCourse.course.name} is one of the trip's courses.` });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
    },
    onError: (error) => toast({ title: serverMessageOr(error, 'Failed to add course. Please try again.'), variant: 'destructive' }),
  });
}

export function useRemoveTripCourse(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trips', tripId, 'remove-course'],
    mutationFn: (courseId: string) => apiJson<{ position: string }>('DELETE', `${coursesUrl(tripId)}/${encodeURIComponent(courseId)}`),
    onSuccess: async () => {
      toast({ title: 'Course removed' });
      await queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
    },
    onError: (error) => toast({ title: serverMessageOr(error, 'Failed to remove course. Please try again.'), variant: 'destructive' }),
  });
}
