-- A board is written on every score that moves it, and PostgreSQL parsed each one twice on the
-- way in: once to check it was JSON, once more for the generated version column (`view ->>
-- 'version'` reads the whole text). The projector writes both from JSON.stringify and knows the
-- version it put in the view, so the view is stored as text and the version as a plain column.
-- Reads send the text as it is; the one query that looks inside casts it.
ALTER TABLE read.leaderboards ADD COLUMN board_version text;
UPDATE read.leaderboards SET board_version = version;
ALTER TABLE read.leaderboards DROP COLUMN version;
ALTER TABLE read.leaderboards RENAME COLUMN board_version TO version;
ALTER TABLE read.leaderboards ALTER COLUMN version SET NOT NULL;
ALTER TABLE read.leaderboards ALTER COLUMN view TYPE text;
ALTER TABLE read.leaderboards ALTER COLUMN view SET STORAGE EXTERNAL;
