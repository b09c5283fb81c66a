-- Trips, projected from the trip-{id} streams by projector/src/trips/trips-projection.ts.
-- Timestamps come from the events' occurredAt and ids from the events, so a rebuild gives
-- identical rows. Who may do what in a trip (docs/access.md) is decided from trip_members.role.
CREATE TABLE read.trips (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text,
  location text,
  start_date date,
  end_date date,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL
);

-- One row per member; role is member or organizer.
CREATE TABLE read.trip_members (
  id uuid PRIMARY KEY,
  trip_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role text NOT NULL,
  added_by uuid,
  added_at timestamptz NOT NULL,
  UNIQUE (trip_id, user_id)
);
CREATE INDEX trip_members_user_idx ON read.trip_members (user_id);

-- The trip's venues: its games choose their rounds' courses among these.
CREATE TABLE read.trip_courses (
  id uuid PRIMARY KEY,
  trip_id uuid NOT NULL,
  course_id uuid NOT NULL,
  added_by uuid,
  added_at timestamptz NOT NULL,
  UNIQUE (trip_id, course_id)
);

CREATE INDEX games_trip_idx ON read.games (trip_id) WHERE trip_id IS NOT NULL;
