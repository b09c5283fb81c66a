-- The course library read model, projected from the course-{id} streams by
-- projector/src/courses/courses-projection.ts. Timestamps come from the events' occurredAt, so a
-- rebuild gives identical rows. A deleted course's rows are removed: it disappears from reads.

-- One row per course. created_by is the owner of a user course; null for a global course.
CREATE TABLE read.courses (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  location text NOT NULL,
  holes integer NOT NULL,
  image_url text,
  -- manual | directory_import | spreadsheet | curated
  source text NOT NULL,
  source_ref text,
  is_global boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX courses_created_by_idx ON read.courses (created_by);
CREATE INDEX courses_global_idx ON read.courses (is_global) WHERE is_global;
CREATE INDEX courses_name_location_idx ON read.courses (lower(name), lower(location));

-- One row per tee set, holding its holes as a jsonb array ordered by hole number:
-- [{ "holeNumber", "par", "strokeIndex", "yardage" }]. The row is also the lookup that routes
-- /api/tees/{id} to its course. ordinal keeps the tee sets of a course in the order they were added.
CREATE TABLE read.tee_sets (
  id uuid PRIMARY KEY,
  course_id uuid NOT NULL,
  ordinal integer NOT NULL,
  name text NOT NULL,
  color text NOT NULL,
  rating double precision NOT NULL,
  slope integer NOT NULL,
  total_yardage integer,
  holes jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX tee_sets_course_idx ON read.tee_sets (course_id, ordinal);

-- Which games play a course in one of their rounds, so a course in use is not deleted. Empty
-- until the games projection (issue 4) maintains it: one row per (course, game).
CREATE TABLE read.course_usage (
  course_id uuid NOT NULL,
  game_id uuid NOT NULL,
  game_name text NOT NULL,
  PRIMARY KEY (course_id, game_id)
);
