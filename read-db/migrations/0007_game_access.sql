-- Who may do what in which game, projected from the game-{id} streams by
-- projector/src/access/game-access-projection.ts: one row per grant (the creator's, each e-mail
-- share, each code joined with, each player account). The rule that reads these rows is
-- command-api/src/games/access/access-rule.ts (docs/access.md).
CREATE TABLE read.game_access (
  grant_id uuid PRIMARY KEY,
  game_id uuid NOT NULL,
  -- The account holding it; null for an e-mail share to an address without one yet.
  user_id uuid,
  -- The address of an e-mail share (lower-cased); it applies to the account holding it.
  email text CHECK (email = lower(email)),
  -- admin | player | viewer
  access_level text NOT NULL,
  -- creator | code | email_share | player_account
  via text NOT NULL,
  -- Players a player-level grant may score for, besides the one `player_name` names and the
  -- holder's own player rows.
  player_ids uuid[] NOT NULL DEFAULT '{}',
  player_name text,
  granted_by uuid
);
CREATE INDEX game_access_game_idx ON read.game_access (game_id);
CREATE INDEX game_access_user_idx ON read.game_access (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX game_access_email_idx ON read.game_access (email) WHERE email IS NOT NULL;

-- The grants of the games projected so far, as a replay gives them, so no rebuild is needed:
-- every game's creator, and (PlayerAdded version 1 carried access) each registered player's
-- account, granted by the creator (the only one who could add players then).
INSERT INTO read.game_access (grant_id, game_id, user_id, access_level, via, granted_by)
SELECT id, id, created_by, 'admin', 'creator', NULL FROM read.games;

INSERT INTO read.game_access (grant_id, game_id, user_id, access_level, via, player_ids, granted_by)
SELECT DISTINCT ON (p.game_id, p.user_id) p.id, p.game_id, p.user_id, 'player', 'player_account', ARRAY[p.id], g.created_by
FROM read.game_players p JOIN read.games g ON g.id = p.game_id
WHERE p.user_id IS NOT NULL AND p.user_id <> g.created_by
ORDER BY p.game_id, p.user_id, p.added_position;

-- A code replaced by new ones stays reserved (never handed to another game) but opens nothing.
ALTER TABLE read.game_codes ADD COLUMN retired boolean NOT NULL DEFAULT false;
