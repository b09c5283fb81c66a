import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { Moment, MomentKind, MomentNotification, SentMoment } from '@golf/golf';

/** What the sender knows of a scope (`game:{id}`, `trip:{id}`): the document it last compared, sent and held moments. */
export interface ScopeRecord {
  /** The last board (or standings) looked at, as JSON text; null the first time. */
  document: string | null;
  sent: SentMoment[];
  held: Moment[];
}

const Sent = z.object({ key: z.string(), kind: z.string(), sentAt: z.string() });
const Held = z.object({ moment: z.unknown() });

/** The scope's record, locked for this transaction so two workers never decide one scope at once. */
export async function lockScope(tx: DatabaseTransactionConnection, scope: string): Promise<ScopeRecord> {
  await tx.query(sql.unsafe`INSERT INTO auth.push_marks (scope, document) VALUES (${scope}, '') ON CONFLICT (scope) DO NOTHING`);
  const document = await tx.oneFirst(sql.type(z.object({ document: z.string() }))`
    SELECT document FROM auth.push_marks WHERE scope = ${scope} FOR UPDATE
  `);
  const sent = await tx.any(sql.type(Sent)`
    SELECT key, kind, sent_at AS "sentAt" FROM auth.push_sent_moments WHERE scope = ${scope}
  `);
  const held = await tx.anyFirst(sql.type(Held)`SELECT moment FROM auth.push_held_moments WHERE scope = ${scope} ORDER BY held_at, key`);
  return {
    document: document === '' ? null : document,
    sent: sent.map((row) => ({ key: row.key, kind: row.kind as MomentKind, sentAt: row.sentAt })),
    held: held as Moment[],
  };
}

/** Records what was decided: the document now compared, the moments sent at `now`, those held. */
export async function saveScope(
  tx: DatabaseTransactionConnection,
  scope: string,
  decided: { document: string; send: readonly MomentNotification[]; held: readonly Moment[] },
  now: Date,
): Promise<void> {
  await tx.query(sql.unsafe`UPDATE auth.push_marks SET document = ${decided.document}, updated_at = now() WHERE scope = ${scope}`);
  for (const notification of decided.send)
    for (const key of notification.keys)
      await tx.query(sql.unsafe`
        INSERT INTO auth.push_sent_moments (scope, key, kind, sent_at) VALUES (${scope}, ${key}, ${notification.kind}, ${now.toISOString()})
        ON CONFLICT (scope, key) DO NOTHING
      `);
  await tx.query(sql.unsafe`DELETE FROM auth.push_held_moments WHERE scope = ${scope}`);
  for (const moment of decided.held)
    await tx.query(sql.unsafe`
      INSERT INTO auth.push_held_moments (scope, key, moment, held_at) VALUES (${scope}, ${moment.key}, ${JSON.stringify(moment)}, ${now.toISOString()})
      ON CONFLICT (scope, key) DO NOTHING
    `);
}

/**
 * Forgets where a scope stood and what it held, once nobody has followed it for a minute (a mark
 * newer than that may be a new follower's, noted before their subscription reached the read
 * tables); the sent moments stay sent.
 */
export async function forgetScope(db: CommonQueryMethods, scope: string): Promise<void> {
  const forgotten = await db.anyFirst(sql.type(z.object({ scope: z.string() }))`
    DELETE FROM auth.push_marks WHERE scope = ${scope} AND updated_at < now() - interval '1 minute' RETURNING scope
  `);
  if (forgotten.length > 0) await db.query(sql.unsafe`DELETE FROM auth.push_held_moments WHERE scope = ${scope}`);
}

/** forgetScope for several scopes at once: one statement, and a second only when some were forgotten. */
export async function forgetScopes(db: CommonQueryMethods, scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0) return;
  const forgotten = await db.anyFirst(sql.type(z.object({ scope: z.string() }))`
    DELETE FROM auth.push_marks WHERE scope = ANY(${sql.array(scopes, 'text')}) AND updated_at < now() - interval '1 minute' RETURNING scope
  `);
  if (forgotten.length > 0)
    await db.query(sql.unsafe`DELETE FROM auth.push_held_moments WHERE scope = ANY(${sql.array(forgotten, 'text')})`);
}

/** Notes where a scope stands when someone follows it and nothing was noted yet: their moments start from here. */
export async function noteScope(db: CommonQueryMethods, scope: string, document: string): Promise<void> {
  await db.query(sql.unsafe`INSERT INTO auth.push_marks (scope, document) VALUES (${scope}, ${document}) ON CONFLICT (scope) DO NOTHING`);
}
