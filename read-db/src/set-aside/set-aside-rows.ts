import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/** What a set-aside stream is the stream of: the prefix of its name, or 'other'. */
export const SetAsideKind = z.enum(['game', 'trip', 'course', 'user', 'other']);
export type SetAsideKind = z.infer<typeof SetAsideKind>;

/**
 * A row of `read.set_aside_streams` (migrations/0020_set_aside_streams.sql): a stream the
 * projector holds back from `fromPosition` on, the event it failed on and why.
 */
export const SetAsideStreamRow = z.object({
  stream: z.string(),
  kind: SetAsideKind,
  streamId: z.string(),
  fromPosition: z.bigint(),
  eventId: z.string(),
  eventType: z.string(),
  /** ISO-8601: when the event it failed on was written to the log. */
  eventRecordedAt: z.string(),
  projection: z.string(),
  error: z.string(),
  retries: z.number().int(),
  lastRetryAt: z.string().nullable(),
});
export type SetAsideStreamRow = z.infer<typeof SetAsideStreamRow>;

/** The columns of SetAsideStreamRow, from `read.set_aside_streams s`. */
export const setAsideColumns: FragmentSqlToken = sql.fragment`
  s.stream, s.kind, s.stream_id AS "streamId", s.from_position AS "fromPosition", s.event_id::text AS "eventId",
  s.event_type AS "eventType", s.event_recorded_at AS "eventRecordedAt", s.projection, s.error, s.retries,
  s.last_retry_at AS "lastRetryAt"
`;
