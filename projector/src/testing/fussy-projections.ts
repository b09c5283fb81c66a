import { sql } from 'slonik';
import type { BatchProjection, EventProjection } from '../projection.ts';
import { TEST_COUNTED_EVENT } from './event-count-projection.ts';

/** A TestCounted event's value, as written (tests write numbers, and the odd string a bug would). */
const valueOf = (data: unknown) => (data as { value?: unknown }).value;

/**
 * Test-only projections that fail on some data, as a bug or an old shape makes a real one fail.
 * `fixed` stands for the fix being deployed: from then on they take what they refused.
 */
export function fussyProjections() {
  const state = { fixed: false };
  /** Refuses a negative value (a rule that throws), like an evolve that meets an impossible fact. */
  const ruleProjection: EventProjection = {
    name: 'test-rule',
    handles: [TEST_COUNTED_EVENT],
    async apply(_tx, event) {
      const value = valueOf(event.data);
      if (!state.fixed && typeof value === 'number' && value < 0) throw new Error(`A score cannot be ${value}`);
    },
  };
  /**
   * Keeps each stream's values in an integer column, once per batch: a string value is refused
   * by the column (22P02) until the fix reads it as a number.
   */
  const columnProjection: BatchProjection = {
    name: 'test-column',
    handles: [TEST_COUNTED_EVENT],
    async applyBatch(tx, events) {
      await tx.query(sql.unsafe`
        CREATE TABLE IF NOT EXISTS read.test_values (stream text NOT NULL, position bigint PRIMARY KEY, value integer NOT NULL)`);
      for (const event of events) {
        const value = valueOf(event.data);
        const written = state.fixed && typeof value === 'string' ? Number.parseInt(value, 10) || 0 : value;
        await tx.query(sql.unsafe`
          INSERT INTO read.test_values (stream, position, value) VALUES (${event.stream}, ${event.position}, ${String(written)})`);
      }
    },
  };
  return { state, ruleProjection, columnProjection };
}
