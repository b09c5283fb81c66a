-- Web Push, write side (schema `auth`, backed up with the credentials; the log never holds these).
-- The VAPID key pair, generated on first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset:
-- one row, shared by every API and worker of the deployment.
CREATE TABLE auth.push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each subscription's push endpoint and keys (whoever holds them and the VAPID key can write to
-- that browser), and for a spectator the view code they followed with: their access lasts while
-- the game's view code is this one. Removed when the subscription ends.
CREATE TABLE auth.push_endpoints (
  subscription_id uuid PRIMARY KEY,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  view_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_endpoints_endpoint_idx ON auth.push_endpoints (endpoint);

-- What the sender last looked at for a game or trip (`scope`: game:{id} or trip:{id}): the
-- overall board (a game) or the standings (a trip), so the next change is compared with it.
CREATE TABLE auth.push_marks (
  scope text PRIMARY KEY,
  document text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The moments already sent per scope (once only) with when (the one-a-minute rule), and the
-- moments held back by that rule until their minute has passed.
CREATE TABLE auth.push_sent_moments (
  scope text NOT NULL,
  key text NOT NULL,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE TABLE auth.push_held_moments (
  scope text NOT NULL,
  key text NOT NULL,
  moment jsonb NOT NULL,
  held_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
