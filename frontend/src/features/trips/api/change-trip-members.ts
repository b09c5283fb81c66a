import type { AddTripMemberBody, TripMemberView } from '@golf/contracts';
import { tripMessages } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { tripKeys } from './trip-keys.ts';

const membersUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/members`;

/** Add Member: toasts 'Member added', or the server's message else 'Failed to add member.' (spec section 8). */
export function useAddTripMember(tripId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trips', tripId, 'add-member'],
    mutationFn: (body: AddTripMemberBody) => apiJson<{ member: TripMemberView }>('POST', membersUrl(tripId), body),
    onSuccess: async () => {
      toast({ title: tripMessages.memberAdded });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
    },
    onError: (error) => toast({ title: serverMessageOr(error, tripMessages.addMemberFailed), variant: 'destructive' }),
  });
}

/** The remove button: toasts 'Member removed', or the server's message else 'Failed to remove member.'. */
export function useRemoveTripMember(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trips', tripId, 'remove-member'],
    mutationFn: (userId: string) => apiJson<{ position: string }>('DELETE', `${membersUrl(tripId)}/${encodeURIComponent(userId)}`),
    onSuccess: async () => {
      toast({ title: tripMessages.memberRemoved });
      await queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
    },
    onError: (error) => toast({ title: serverMessageOr(error, tripMessages.removeMemberFailed), variant: 'destructive' }),
  });
}
