import { pushMessages } from '@golf/contracts';
import type { PushSubscriptionState, PushUnsubscribeReason } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { DecidedEvent } from '../../commands/handle-command.ts';

/**
 * Ending a subscription. `callerId` is who asks: an owner's subscription ends only for its owner
 * (anyone else is told there is no such subscription); a spectator's, for whoever holds its id
 * (only the browser that followed was given it). The sender ends one with its own reason
 * (`callerId` undefined): the push service said it is gone, or its owner lost access.
 */
export function decideUnfollow(
  command: { reason: PushUnsubscribeReason; callerId?: string | null },
  state: PushSubscriptionState,
): DecidedEvent[] {
  if (state.status === 'absent') throw new NotFoundError(pushMessages.subscriptionNotFound);
  if (command.callerId !== undefined && state.userId !== null && state.userId !== command.callerId)
    throw new NotFoundError(pushMessages.subscriptionNotFound);
  if (state.status === 'ended') {
    if (command.callerId !== undefined) throw new NotFoundError(pushMessages.subscriptionNotFound);
    return [];
  }
  return [{ type: 'PushUnsubscribed', data: { subscriptionId: state.id, reason: command.reason } }];
}
