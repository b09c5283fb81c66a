import type { PushSubscriptionState } from '@golf/events';
import type { DecidedEvent } from '../../commands/handle-command.ts';

/** Follow a game or a trip with a browser's push subscription. */
export interface FollowCommand {
  subscriptionId: string;
  userId: string | null;
  gameId: string | null;
  tripId: string | null;
  via: 'account' | 'view_code';
  pushService: string;
}

/**
 * Following: a subscription that is not active (new, or ended before) starts; following again
 * with the same browser, for the same owner and the same game or trip, changes nothing.
 */
export function decideFollow(command: FollowCommand, state: PushSubscriptionState): DecidedEvent[] {
  if (state.status === 'active') return [];
  const { subscriptionId, userId, gameId, tripId, via, pushService } = command;
  return [{ type: 'PushSubscribed', data: { subscriptionId, userId, gameId, tripId, via, pushService } }];
}
