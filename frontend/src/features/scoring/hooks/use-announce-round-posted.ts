import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { getMyHandicap, myHandicapQueryKey } from '../../../lib/my-handicap.ts';
import { roundPostedText } from '../model/round-posted.ts';

/**
 * After this phone ended a round (the next round started, or the game completed): the user's
 * handicap record is read once the projector holds the change (the read waits for it), and if
 * their own round of it counted, a toast says so. Nothing is said when it does not count or the
 * record cannot be read: the round is in the record either way. `title`: a toast the phone has
 * just shown ('Game completed!'), which the notice then comes under rather than replaces (one
 * toast shows at a time).
 */
export function useAnnounceRoundPosted() {
  const queryClient = useQueryClient();
  return (gameId: string, roundNumber: number, title?: string) => {
    queryClient.fetchQuery({ queryKey: myHandicapQueryKey, queryFn: getMyHandicap, staleTime: 0 }).then(
      (record) => {
        const text = roundPostedText(record, gameId, roundNumber);
        if (text) toast(title ? { title, description: text } : { title: text });
      },
      () => undefined,
    );
  };
}
