import { sql } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import { UserEmailConfirmed, UserPasswordChanged, UserProfileUpdated, UserRegistered, UserRolesChanged } from '@golf/events';
import { eventProjection, type EventHandlers } from '../event-projection.ts';
import type { EventProjection } from '../projection.ts';

/** Every timestamp comes from the event, never from the clock, so a rebuild gives the same rows. */
const occurredAt = (event: Pick<RecordedEvent, 'metadata'>) => event.metadata.occurredAt;

const handled = [UserRegistered, UserProfileUpdated, UserRolesChanged, UserPasswordChanged, UserEmailConfirmed] as const;

const handlers: EventHandlers<typeof handled> = {
  UserRegistered: async (tx, event) => {
    const { data } = event;
    // Upsert: a replay of the log (or of this batch) lands on the same row with the same values.
    await tx.query(sql.unsafe`
      INSERT INTO read.users (id, username, email, first_name, last_name, handicap, auth_provider, created_at, updated_at)
      VALUES (${data.userId}, ${data.username}, ${data.email}, ${data.firstName}, ${data.lastName},
              ${data.handicap}, ${data.authProvider}, ${occurredAt(event)}, ${occurredAt(event)})
      ON CONFLICT (id) DO UPDATE SET
        username = EXCLUDED.username, email = EXCLUDED.email, first_name = EXCLUDED.first_name,
        last_name = EXCLUDED.last_name, handicap = EXCLUDED.handicap, auth_provider = EXCLUDED.auth_provider,
        created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
    `);
  },

  UserProfileUpdated: async (tx, event) => {
    const { userId, changes } = event.data;
    const has = (field: keyof typeof changes) => changes[field] !== undefined;
    // Only the fields present in the event change; `handicap: null` unsets the handicap.
    await tx.query(sql.unsafe`
      UPDATE read.users SET
        first_name = CASE WHEN ${has('firstName')} THEN ${changes.firstName ?? null}::text ELSE first_name END,
        last_name = CASE WHEN ${has('lastName')} THEN ${changes.lastName ?? null}::text ELSE last_name END,
        handicap = CASE WHEN ${has('handicap')} THEN ${changes.handicap ?? null}::double precision ELSE handicap END,
        username = CASE WHEN ${has('username')} THEN ${changes.username ?? null}::text ELSE username END,
        email = CASE WHEN ${has('email')} THEN ${changes.email ?? null}::text ELSE email END,
        -- An address set without proof (a super admin's edit) is unproved.
        email_confirmed = CASE WHEN ${has('email')} AND email <> ${changes.email ?? ''} THEN false ELSE email_confirmed END,
        updated_at = ${occurredAt(event)}
      WHERE id = ${userId}
    `);
  },

  UserRolesChanged: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      UPDATE read.users SET is_admin = ${data.isAdmin}, is_super_admin = ${data.isSuperAdmin}, updated_at = ${occurredAt(event)},
        email_confirmed = email_confirmed OR ${data.via === 'listed_address'}
      WHERE id = ${data.userId}
    `);
  },

  // The proved address is the account's address from now on (a request alone changes nothing here).
  UserEmailConfirmed: async (tx, event) => {
    const { data } = event;
    await tx.query(
      sql.unsafe`UPDATE read.users SET email = ${data.email}, email_confirmed = true, updated_at = ${occurredAt(event)} WHERE id = ${data.userId}`,
    );
  },

  UserPasswordChanged: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`UPDATE read.users SET updated_at = ${occurredAt(event)} WHERE id = ${data.userId}`);
  },
};

/** Maintains `read.users` (read-db/migrations/0002_users.sql) from the user-{id} streams. */
export const usersProjection: EventProjection = eventProjection('users', handled, handlers);
