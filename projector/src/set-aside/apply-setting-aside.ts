import type { DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import { applyEvents, ProjectionFailedError, type ProjectionIndex } from '../apply-events.ts';
import type { BatchContext } from '../projection.ts';
import { isDataFault } from './data-fault.ts';
import { findFailingEvents, type StreamFailure } from './find-failing-events.ts';

/** Where the failing streams are held back: `hold` sets one aside from the failing event; `isHeld` tells an event that waits. */
export interface Holder {
  hold(failure: StreamFailure): void;
  isHeld(event: RecordedEvent): boolean;
}

/**
 * applyEvents in a savepoint; when a projection fails on the data, the streams it fails on are
 * found (findFailingEvents), held back from the failing event on, and the rest applied again,
 * until it goes through. Each round holds back at least one more stream, so it ends. A failure
 * that is not the data's, or that no single stream explains, is thrown: the batch is retried.
 */
export async function applySettingAside(
  tx: DatabaseTransactionConnection,
  projections: ProjectionIndex,
  events: readonly RecordedEvent[],
  context: BatchContext,
  holder: Holder,
): Promise<{ streams: Set<string>; skipped: number }> {
  let open = events.filter((event) => !holder.isHeld(event));
  for (;;) {
    try {
      return await tx.transaction((savepoint) => applyEvents(savepoint, projections, open, context));
    } catch (error) {
      if (!(error instanceof ProjectionFailedError) || !isDataFault(error.cause)) throw error;
      const handled = new Set(error.failed.handles);
      const failures = await findFailingEvents(
        tx,
        error,
        open.filter((event) => handled.has(event.type)),
        context,
      );
      if (failures.length === 0) throw error;
      for (const failure of failures) holder.hold(failure);
      open = open.filter((event) => !holder.isHeld(event));
    }
  }
}
