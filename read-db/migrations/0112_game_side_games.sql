-- The side games a game plays beside its format (skins, presses, Wolf, Las Vegas), as the game's
-- stream set them: GET /api/games/{id} answers them, and the players step reads from them whether
-- to ask for Las Vegas's two teams of two. A row written before this column reads as no side
-- games until the game's next event (or `npm run rebuild`) writes it again.
ALTER TABLE read.games ADD COLUMN side_games jsonb;
