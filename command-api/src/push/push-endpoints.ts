import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A subscription's endpoint and keys as kept write-side (auth.push_endpoints), with a spectator's view code. */
export const PushEndpointRow = z.object({
  subscriptionId: z.string().uuid(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  viewCode: z.string().nullable(),
});
export type PushEndpointRow = z.infer<typeof PushEndpointRow>;

/** Keeps (or renews: a browser's keys may change) the endpoint of a subscription. */
export async function keepPushEndpoint(db: CommonQueryMethods, row: PushEndpointRow): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO auth.push_endpoints (subscription_id, endpoint, p256dh, auth, view_code)
    VALUES (${row.subscriptionId}, ${row.endpoint}, ${row.p256dh}, ${row.auth}, ${row.viewCode})
    ON CONFLICT (subscription_id) DO UPDATE SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
      view_code = EXCLUDED.view_code
  `);
}

export async function dropPushEndpoint(db: CommonQueryMethods, subscriptionId: string): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM auth.push_endpoints WHERE subscription_id = ${subscriptionId}`);
}

export async function findPushEndpoint(db: CommonQueryMethods, subscriptionId: string): Promise<PushEndpointRow | null> {
  return db.maybeOne(sql.type(PushEndpointRow)`
    SELECT subscription_id AS "subscriptionId", endpoint, p256dh, auth, view_code AS "viewCode"
    FROM auth.push_endpoints WHERE subscription_id = ${subscriptionId}
  `);
}
