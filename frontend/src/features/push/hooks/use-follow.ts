import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { follow, FollowProblem } from '../api/follow.ts';
import { pushKeys } from '../api/push-keys.ts';
import { unfollow } from '../api/unfollow.ts';
import { followedHere } from '../model/followed-here.ts';
import type { PushTarget } from '../model/push-target.ts';

export type FollowState = 'off' | 'on' | 'busy';

/** Following `target` from this browser: whether it does, and turning it on (asking permission) or off. */
export function useFollow(target: PushTarget, code?: string) {
  const queryClient = useQueryClient();
  const [subscriptionId, setSubscriptionId] = useState(() => followedHere(target));
  const [busy, setBusy] = useState(false);
  const state: FollowState = busy ? 'busy' : subscriptionId ? 'on' : 'off';
  const run = async (work: () => Promise<string | null>, failure: string) => {
    setBusy(true);
    try {
      setSubscriptionId(await work());
      void queryClient.invalidateQueries({ queryKey: pushKeys.mine });
    } catch (error) {
      const description = error instanceof FollowProblem ? error.message : serverMessageOr(error, 'Please try again.');
      // Why it did not work and what to do can take a moment to read: it stays up twice as long.
      toast({ title: failure, description, variant: 'destructive', durationMs: error instanceof FollowProblem ? 10_000 : undefined });
    } finally {
      setBusy(false);
    }
  };
  return {
    state,
    turnOn: () => run(() => follow(target, code), 'Notifications could not be turned on'),
    turnOff: () =>
      run(async () => {
        if (subscriptionId) await unfollow(subscriptionId);
        return null;
      }, 'Notifications could not be turned off'),
  };
}
