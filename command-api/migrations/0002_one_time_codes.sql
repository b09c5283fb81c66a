-- Codes a link carries that act once (schema `auth`): a sign-in link's code, which lives minutes,
-- and the confirmation that proves a listed super admin's address, which lives a day. Like reset
-- tokens, only the SHA-256 of a code is kept, so a leaked table holds no usable link.
CREATE TABLE auth.one_time_codes (
  -- SHA-256 of the code, hex.
  code_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'super_admin_confirmation')),
  user_id uuid NOT NULL REFERENCES auth.credentials (user_id) ON DELETE CASCADE,
  -- The account's address when the code was made (lower-cased): a confirmation proves this one.
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_user_idx ON auth.one_time_codes (user_id);
