import { evolvePushSubscription, pushEvents, streamNames, type PushSubscriptionState } from '@golf/events';
import { commandHandler, type Aggregate } from '../commands/handle-command.ts';

export const pushSubscriptionStream = (id: string) => streamNames.pushSubscription(id);

export const pushSubscriptionAggregate: Aggregate<PushSubscriptionState> = {
  initialState: { status: 'absent' },
  evolve: evolvePushSubscription,
  events: pushEvents,
};

/** A command on a push subscription's stream (commands/handle-command.ts). */
export const handlePushSubscription = commandHandler(pushSubscriptionAggregate);
