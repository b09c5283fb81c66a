import { sql } from 'slonik';
import type { EventProjection } from '../projection.ts';

/** Event type only tests append: handled by the event-count projection alone. */
export const TEST_COUNTED_EVENT = 'TestCounted';

/**
 * Test-only read model for crash tests. Unlike real projections it is deliberately NOT
 * idempotent: it adds each event to a per-stream count and position sum, so an event applied
 * twice, or lost, leaves rows that differ from a rebuild's. It creates its table itself because
 * it has no migration in `read-db/migrations` (a rebuild drops schema `read` with it).
 */
export const eventCountProjection: EventProjection = {
  name: 'test-event-counts',
  handles: ['UserRegistered', 'UserProfileUpdated', TEST_COUNTED_EVENT],
  async apply(tx, event) {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS read.test_event_counts (
        stream text PRIMARY KEY,
        events integer NOT NULL,
        position_sum numeric NOT NULL,
        last_position bigint NOT NULL
      )`);
    await tx.query(sql.unsafe`
      INSERT INTO read.test_event_counts AS counts (stream, events, position_sum, last_position)
      VALUES (${event.stream}, 1, ${event.position}, ${event.position})
      ON CONFLICT (stream) DO UPDATE SET
        events = counts.events + 1,
        position_sum = counts.position_sum + EXCLUDED.position_sum,
        last_position = EXCLUDED.last_position`);
  },
};
