-- Write-side secrets and uniqueness reservations of accounts (schema `auth`). Never in the event
-- log: an immutable log must not hold password hashes or reset tokens.

-- One row per account. The unique indexes reserve the e-mail and the username in the same
-- transaction that registers the account, so two concurrent registrations cannot both win
-- (the read table lags behind the log and cannot guard this).
CREATE TABLE auth.credentials (
  user_id uuid PRIMARY KEY,
  -- Stored lower-cased; compared lower-cased.
  email text NOT NULL CHECK (email = lower(email)),
  username text NOT NULL,
  -- argon2id PHC string; null for accounts of the external sign-in provider.
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX credentials_email_key ON auth.credentials (email);
CREATE UNIQUE INDEX credentials_username_key ON auth.credentials (lower(username));

-- Password reset tokens: only the SHA-256 of the token is kept; single use; one hour of life.
CREATE TABLE auth.reset_tokens (
  -- SHA-256 of the token, hex.
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.credentials (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Set when the request carried an Idempotency-Key: a retried request makes no second token.
  request_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reset_tokens_user_idx ON auth.reset_tokens (user_id);
