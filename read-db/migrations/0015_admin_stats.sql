-- The admin dashboard's statistics, kept by projector/src/admin-stats/admin-stats-projection.ts
-- from every stream, so GET /api/admin/stats reads a handful of rows instead of counting the
-- games, courses and scores tables on each request. Days are UTC dates of the events'
-- occurredAt, so a rebuild gives identical rows.

-- One row (id = true): the running totals of the spec's four counts.
CREATE TABLE read.admin_totals (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  users integer NOT NULL DEFAULT 0,
  -- Games and courses not deleted.
  games integer NOT NULL DEFAULT 0,
  courses integer NOT NULL DEFAULT 0,
  -- Games not deleted whose status is in_progress.
  active_games integer NOT NULL DEFAULT 0
);

-- What happened on each day: games created, rounds play moved past (to a later round, or the
-- game completed), first scores of a hole (corrections not counted).
CREATE TABLE read.admin_daily_activity (
  day date PRIMARY KEY,
  games_created integer NOT NULL DEFAULT 0,
  rounds_completed integer NOT NULL DEFAULT 0,
  scores_entered integer NOT NULL DEFAULT 0
);

-- Who did anything (the metadata userId of any event) on which day: active users of a week are
-- the distinct user ids of its seven rows of days.
CREATE TABLE read.admin_active_users (
  day date NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (day, user_id)
);

-- The projection's own memory of each game not deleted: who created it, its status and current
-- round, and the rounds already counted as completed (each counts once, even if play moves back).
CREATE TABLE read.admin_games (
  game_id uuid PRIMARY KEY,
  created_by uuid NOT NULL,
  status text NOT NULL,
  current_round integer NOT NULL,
  completed_rounds integer[] NOT NULL DEFAULT '{}'
);

-- Each course not deleted and who made it (its owner, or the super admin who made a global one).
CREATE TABLE read.admin_courses (
  course_id uuid PRIMARY KEY,
  created_by uuid
);

-- The admin user list's gameCount and courseCount: games created and courses made, not deleted.
CREATE TABLE read.admin_user_counts (
  user_id uuid PRIMARY KEY,
  game_count integer NOT NULL DEFAULT 0,
  course_count integer NOT NULL DEFAULT 0
);
