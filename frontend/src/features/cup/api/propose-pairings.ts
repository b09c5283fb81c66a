import type { CupFormat, CupPairingsResponse } from '@golf/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { cupUrl } from './cup-keys.ts';

/** Ask the server for a session's pairings (it records nothing); another seed proposes others. */
export function useProposePairings(tripId: string, { onSuccess }: { onSuccess: (proposal: CupPairingsResponse) => void }) {
  return useMutation({
    mutationKey: ['cup', tripId, 'pairings'],
    mutationFn: (body: { session: number; format: CupFormat; seed?: number }) =>
      apiJson<CupPairingsResponse>('POST', `${cupUrl(tripId)}/pairings`, body, { read: true }),
    onSuccess,
    onError: (error) => toast({ title: 'No pairings', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' }),
  });
}
