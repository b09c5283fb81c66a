import type { CreateTripBody, TripView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { tripKeys } from './trip-keys.ts';

export const createTrip = (body: CreateTripBody) => apiJson<{ trip: TripView; position: string }>('POST', '/api/trips', body);

export function useCreateTrip({ onSuccess }: { onSuccess?: (trip: TripView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trips', 'create'],
    mutationFn: createTrip,
    onSuccess: async ({ trip }) => {
      toast({ title: 'Trip created', description: `${trip.name} is ready: add its members and courses.` });
      onSuccess?.(trip);
      await queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
    onError: (error) => {
      toast({ title: 'Failed to create trip', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}
