import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.ts';

/**
 * The stream the retries of set-aside streams are recorded in: one for the whole log, read by
 * the projector itself (not by a projection), in order with every other event.
 */
export const STREAM_RETRIES_STREAM = 'projector-retries';

/**
 * A super admin asked the projector to project a set-aside stream again (after a fix was
 * deployed): where the projector meets this event, it applies the stream's held events; if they
 * go through, the stream leaves the set-aside list, else it stays with the new error.
 */
export const StreamRetryRequested = defineEvent(
  'StreamRetryRequested',
  1,
  z.object({ stream: z.string().min(1), requestedBy: z.string().uuid() }),
);

export const streamRetryEvents = [StreamRetryRequested] as const;
export type StreamRetryEvent = EventOf<(typeof streamRetryEvents)[number]>;
