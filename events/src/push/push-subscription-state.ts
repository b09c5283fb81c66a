import { eventParser } from '../parse-event.ts';
import type { NewEvent } from '../store/event-store.ts';
import { pushEvents, type PushUnsubscribeReason } from './push-events.ts';

/** A push subscription as its stream (`push-subscription-{id}`) tells it. */
export type PushSubscriptionState =
  | { status: 'absent' }
  | {
      status: 'active' | 'ended';
      id: string;
      userId: string | null;
      gameId: string | null;
      tripId: string | null;
      via: 'account' | 'view_code';
      createdAt: string;
      endedBecause: PushUnsubscribeReason | null;
    };

const parsePushEvent = eventParser(pushEvents);

/** Applies one event of a push subscription's stream; unknown types leave the state as it is. */
export function evolvePushSubscription(
  state: PushSubscriptionState,
  event: Pick<NewEvent, 'type' | 'data' | 'metadata'>,
): PushSubscriptionState {
  const known = parsePushEvent(event);
  if (!known) return state;
  if (known.type === 'PushSubscribed') {
    const { subscriptionId, userId, gameId, tripId, via } = known.data;
    return { status: 'active', id: subscriptionId, userId, gameId, tripId, via, createdAt: event.metadata.occurredAt, endedBecause: null };
  }
  if (state.status !== 'active') return state;
  return { ...state, status: 'ended', endedBecause: known.data.reason };
}
