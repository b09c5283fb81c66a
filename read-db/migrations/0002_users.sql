-- The users read model: one row per registered user, projected from the user-{id} streams by
-- projector/src/users/users-projection.ts. created_at / updated_at come from the events'
-- occurredAt, so a rebuild gives identical rows. No unique constraints: uniqueness of e-mail and
-- username is enforced on the write side (auth.credentials), and a projection must never fail on
-- a recorded fact.
CREATE TABLE read.users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  profile_image_url text,
  handicap double precision,
  auth_provider text NOT NULL DEFAULT 'local',
  is_admin boolean NOT NULL DEFAULT false,
  is_super_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX users_email_lower_idx ON read.users (lower(email));
CREATE INDEX users_username_lower_idx ON read.users (lower(username));
