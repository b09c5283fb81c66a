-- A game's folded state is no longer stored (read-db 0008 rewrote it at every batch that touched
-- the game, the projector's largest cost): the games projection keeps the documents it wrote in
-- memory, and folds a game's stream afresh when it holds none (after a restart, or a game it has
-- not seen lately). What stays of each game: saved_at, the position of the batch that last wrote
-- it (a kept document is used only while this still matches), and the tees and courses its
-- leaderboards look up, so a change to one redraws exactly the games that use it.
ALTER TABLE read.game_documents DROP COLUMN state;
ALTER TABLE read.game_documents RENAME TO projected_games;
ALTER INDEX read.game_documents_pkey RENAME TO projected_games_pkey;
ALTER INDEX read.game_documents_tees_idx RENAME TO projected_games_tees_idx;
ALTER INDEX read.game_documents_courses_idx RENAME TO projected_games_courses_idx;
