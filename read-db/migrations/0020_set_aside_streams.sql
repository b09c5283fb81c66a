-- The streams the projector set aside: an event of the stream could not be projected (data its
-- schema refuses, a rule that throws, a value a column refuses), so that event and every later
-- event of the stream wait, while every other stream goes on. Written in the batch transaction,
-- with the checkpoint. Every time comes from the log (the event's or the retry's recorded time),
-- so a rebuild that meets the same failure writes the same row.
CREATE TABLE read.set_aside_streams (
  stream text PRIMARY KEY,
  -- 'game', 'trip', 'course', 'user' (the stream's prefix), or 'other'; stream_id is the rest, lower case.
  kind text NOT NULL,
  stream_id text NOT NULL,
  -- The stream's first event not applied: its read models hold the stream up to just before it.
  from_position bigint NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  event_recorded_at timestamptz NOT NULL,
  -- The projection that failed, and why.
  projection text NOT NULL,
  error text NOT NULL,
  -- Retries asked for (StreamRetryRequested) that met a failure again, and the last one's time.
  retries integer NOT NULL DEFAULT 0,
  last_retry_at timestamptz
);

CREATE INDEX set_aside_streams_kind_id ON read.set_aside_streams (kind, stream_id);

-- The same streams as the projector reads them at the start of every batch, on the checkpoint's
-- own row (the row it locks anyway: no extra query while nothing is set aside): stream name →
-- {"from": first position held back, "retries": retries that failed again}.
ALTER TABLE read.projector_checkpoint ADD COLUMN held jsonb NOT NULL DEFAULT '{}';
