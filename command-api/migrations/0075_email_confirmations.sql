-- The links that prove an account holds an address (schema `auth`): mailed to a new address asked
-- for on the profile, or to the address of a new account that has e-mail shares waiting for it.
-- Only the SHA-256 of a code is kept, so a leaked table holds no usable link; each works once,
-- for a day, and a newer one for the account spends the older ones.
CREATE TABLE auth.email_confirmations (
  -- SHA-256 of the code, hex.
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.credentials (user_id) ON DELETE CASCADE,
  -- The address the link went to (lower-cased): opening it proves this one.
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmations_user_idx ON auth.email_confirmations (user_id);
