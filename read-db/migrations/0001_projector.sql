-- One row per projector: the global position of the last event it applied. Written in the same
-- transaction as the read-table changes of that event, so the two can never disagree.
CREATE TABLE read.projector_checkpoint (
  name text PRIMARY KEY,
  position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
