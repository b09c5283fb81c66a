-- A sign-in link's code belongs to the session that made it (decision 0721): it works only while
-- that session holds (not signed out, and the account's session version unchanged by a password
-- change or reset or a change of roles). Codes of other purposes have no session.
ALTER TABLE auth.one_time_codes
  ADD COLUMN session_id uuid,
  ADD COLUMN session_version integer;
