import type { DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@golf/events';

/**
 * A read model builder. `apply` runs inside the projector's transaction, together with the
 * checkpoint write, so an event is applied exactly once. It must never throw on a valid fact:
 * upsert by key and tolerate replays.
 */
export interface Projection {
  name: string;
  /** Event types this projection reacts to; others are not passed to `apply`. */
  handles: readonly string[];
  apply(tx: DatabaseTransactionConnection, event: RecordedEvent): Promise<void>;
  /**
   * Optional: runs once after every event of the batch was applied, in the same transaction, for
   * work done once per batch rather than per event (e.g. recomputing each game a batch touched).
   * It may answer the streams whose read models it changed beyond the batch's own events (a tee
   * change recomputes games on other streams), so live viewers of those streams hear of it.
   */
  finishBatch?(tx: DatabaseTransactionConnection): Promise<void | readonly string[]>;
}
