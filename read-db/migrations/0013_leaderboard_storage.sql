-- A leaderboard's view is rewritten whenever a score moves it (the round's board and the overall
-- one, ~170 KB each for 16 players over 4 rounds), and compressing it with pglz cost PostgreSQL
-- more than the bytes saved (lz4 is cheaper, but not every server we run on is built with it):
-- stored out of line without compression, as read.game_documents' states were.
ALTER TABLE read.leaderboards ALTER COLUMN view SET STORAGE EXTERNAL;
