import { sql, type DatabasePool } from 'slonik';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config.ts';

/** The VAPID identity the server signs its pushes with (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KeysRow = z.object({ publicKey: z.string(), privateKey: z.string() });
const known = new WeakMap<DatabasePool, Promise<{ publicKey: string; privateKey: string }>>();

async function keptKeys(pool: DatabasePool): Promise<{ publicKey: string; privateKey: string }> {
  const generated = webpush.generateVAPIDKeys();
  // Two processes starting together both try; the first insert wins and both read it.
  await pool.query(sql.unsafe`
    INSERT INTO auth.push_vapid_keys (id, public_key, private_key) VALUES (1, ${generated.publicKey}, ${generated.privateKey})
    ON CONFLICT (id) DO NOTHING
  `);
  return pool.one(sql.type(KeysRow)`SELECT public_key AS "publicKey", private_key AS "privateKey" FROM auth.push_vapid_keys WHERE id = 1`);
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else the pair generated on
 * first start and kept in the database (auth.push_vapid_keys), the same for every process of the
 * deployment, as the JWT secret is kept for `npm start` (decision 0462).
 */
export async function vapidKeysOf(
  pool: DatabasePool,
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  let keys = known.get(pool);
  if (!keys) {
    keys = keptKeys(pool);
    known.set(pool, keys);
    keys.catch(() => known.delete(pool));
  }
  return { ...(await keys), subject: config.VAPID_SUBJECT };
}
