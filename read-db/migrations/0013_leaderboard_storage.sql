-- A leaderboard's view is rewritten whenever a score moves it (the round's board and the overall
-- one, ~170 KB each for 16 players over 4 rounds), and compressing it with pglz cost PostgreSQL
-- more than the bytes saved (lz4 is cheaper, but not every server we run on is built with it):
-- stored out of line without compression, as read.game_documents' states were.
ALTER TABLE read.leaderboards ALTER COLUMN view SET STORAGE EXTERNAL;

-- A board's version is the one its view carries (the projector writes it first in the view, and
-- a live change names the version its patch starts from); a view stored before that has none,
-- and keeps the hash of its text.
ALTER TABLE read.leaderboards DROP COLUMN version;
ALTER TABLE read.leaderboards ADD COLUMN version text GENERATED ALWAYS AS (COALESCE(view ->> 'version', md5(view::text))) STORED;
