import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row of `read.push_subscriptions`, with the name of what it follows. */
export const PushSubscriptionRow = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  gameId: z.string().uuid().nullable(),
  tripId: z.string().uuid().nullable(),
  via: z.enum(['account', 'view_code']),
  /** The game's or trip's name; null when it is gone. */
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type PushSubscriptionRow = z.infer<typeof PushSubscriptionRow>;

const columns = sql.fragment`
  s.id, s.user_id AS "userId", s.game_id AS "gameId", s.trip_id AS "tripId", s.via,
  coalesce(g.name, t.name) AS name, s.created_at AS "createdAt"
`;
const joins = sql.fragment`LEFT JOIN read.games g ON g.id = s.game_id LEFT JOIN read.trips t ON t.id = s.trip_id`;

/** The subscriptions a user holds, newest first. */
export async function listUserPushSubscriptions(db: CommonQueryMethods, userId: string): Promise<PushSubscriptionRow[]> {
  return [
    ...(await db.any(sql.type(PushSubscriptionRow)`
      SELECT ${columns} FROM read.push_subscriptions s ${joins} WHERE s.user_id = ${userId} ORDER BY s.created_at DESC, s.id
    `)),
  ];
}

/** One subscription; null for an unknown id. */
export async function findPushSubscription(db: CommonQueryMethods, id: string): Promise<PushSubscriptionRow | null> {
  if (!uuid.test(id)) return null;
  return db.maybeOne(sql.type(PushSubscriptionRow)`SELECT ${columns} FROM read.push_subscriptions s ${joins} WHERE s.id = ${id}`);
}

/** Every subscription following one of these games or trips. */
export async function listPushSubscribers(
  db: CommonQueryMethods,
  target: { gameIds: readonly string[]; tripIds: readonly string[] },
): Promise<PushSubscriptionRow[]> {
  const gameIds = target.gameIds.filter((id) => uuid.test(id));
  const tripIds = target.tripIds.filter((id) => uuid.test(id));
  if (gameIds.length === 0 && tripIds.length === 0) return [];
  return [
    ...(await db.any(sql.type(PushSubscriptionRow)`
      SELECT ${columns} FROM read.push_subscriptions s ${joins}
      WHERE s.game_id = ANY(${sql.array(gameIds, 'uuid')}) OR s.trip_id = ANY(${sql.array(tripIds, 'uuid')})
      ORDER BY s.created_at, s.id
    `)),
  ];
}

/** The games and trips someone follows. */
export async function listFollowedScopes(db: CommonQueryMethods): Promise<Array<{ gameId: string | null; tripId: string | null }>> {
  return [
    ...(await db.any(sql.type(z.object({ gameId: z.string().uuid().nullable(), tripId: z.string().uuid().nullable() }))`
      SELECT DISTINCT game_id AS "gameId", trip_id AS "tripId" FROM read.push_subscriptions
    `)),
  ];
}
