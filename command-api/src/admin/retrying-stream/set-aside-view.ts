import type { SetAsideStreamView } from '@golf/contracts';
import type { NamedSetAsideStreamRow } from '@golf/read-db';

/** A set-aside row as the admin dashboard shows it. */
export function setAsideViewOf(row: NamedSetAsideStreamRow): SetAsideStreamView {
  return {
    stream: row.stream,
    kind: row.kind,
    id: row.streamId,
    name: row.name,
    eventId: row.eventId,
    eventType: row.eventType,
    position: row.fromPosition.toString(),
    projection: row.projection,
    error: row.error,
    since: row.eventRecordedAt,
    retries: row.retries,
    lastRetryAt: row.lastRetryAt,
  };
}
