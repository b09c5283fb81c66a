import type { Queue } from 'bullmq';
import type { DatabasePool } from 'slonik';
import type { PushPayload } from '@golf/contracts';
import type { EventStore } from '@golf/events';
import type { MomentNotification } from '@golf/golf';
import { findGameTripId, listPushSubscribers, type PushSubscriptionRow } from '@golf/read-db';
import { endSubscription } from '../ending-subscription.ts';
import { enqueuePush, type PushJobData } from '../push-job.ts';
import { findPushEndpoint } from '../push-endpoints.ts';
import { subscriberMaySee } from '../subscriber-access.ts';
import { decideCupScope, forgetCupScope } from './cup-scope.ts';
import { forgetScope } from './moment-records.ts';
import { decideScope, scopeName, type Scope } from './scope-moments.ts';

export interface NotifyDeps {
  pool: DatabasePool;
  store: EventStore;
  queue: Queue<PushJobData>;
  clock: () => Date;
}

/** Where a tap on the notification lands: the game's leaderboard at the hole it is about, the trip's cup or its standings. */
export function notificationUrl(scope: Scope, notification: MomentNotification): string {
  if (scope.kind === 'trip') return notification.kind.startsWith('cup_') ? `/trips/${scope.id}/cup` : `/trips/${scope.id}/standings`;
  const at = notification.holeNumber === null ? '' : `?round=${notification.roundNumber ?? 1}&hole=${notification.holeNumber}`;
  return `/game/${notification.gameId}/leaderboard${at}`;
}

/** The scope's subscribers who may still see it; those who may not are ended (access_ended). */
async function subscribersOf(deps: NotifyDeps, scope: Scope): Promise<PushSubscriptionRow[]> {
  const rows = await listPushSubscribers(
    deps.pool,
    scope.kind === 'game' ? { gameIds: [scope.id], tripIds: [] } : { gameIds: [], tripIds: [scope.id] },
  );
  const allowed: PushSubscriptionRow[] = [];
  for (const row of rows) {
    const endpoint = await findPushEndpoint(deps.pool, row.id);
    if (!endpoint) continue;
    if (await subscriberMaySee(deps.pool, { ...row, viewCode: endpoint.viewCode })) allowed.push(row);
    else await endSubscription(deps, row.id, 'access_ended', deps.clock());
  }
  return allowed;
}

/**
 * After a change of a game or trip: ends the subscriptions whose owners may no longer see it,
 * decides its moments (scope-moments.ts) and queues one job per notification and subscriber.
 * A scope nobody follows is forgotten, so a later follower starts from where it stands then.
 */
export async function notifyScope(deps: NotifyDeps, scope: Scope): Promise<void> {
  await notifyFollowers(deps, scope);
  if (scope.kind === 'game') {
    const tripId = await findGameTripId(deps.pool, scope.id);
    if (tripId) await notifyScope(deps, { kind: 'trip', id: tripId });
  }
}

/** notifyScope for the one scope, without going on to its game's trip. */
export async function notifyFollowers(deps: NotifyDeps, scope: Scope): Promise<void> {
  const subscribers = await subscribersOf(deps, scope);
  if (subscribers.length === 0) {
    await forgetScope(deps.pool, scopeName(scope));
    if (scope.kind === 'trip') await forgetCupScope(deps.pool, scope.id);
    return;
  }
  const notifications = await decideScope(deps.pool, scope, deps.clock());
  // A trip's followers hear its cup too: its moments are decided as a scope of their own.
  if (scope.kind === 'trip') notifications.push(...(await decideCupScope(deps.pool, scope.id, deps.clock())));
  for (const notification of notifications) {
    const payload: PushPayload = {
      title: notification.title,
      body: notification.body,
      url: notificationUrl(scope, notification),
      kind: notification.kind,
      gameId: notification.gameId,
    };
    for (const subscriber of subscribers) await enqueuePush(deps.queue, subscriber.id, notification.keys, payload);
  }
}
