-- Who follows what with Web Push, projected from the push-subscription-{id} streams by
-- projector/src/push/push-subscriptions-projection.ts (PushSubscribed adds a row, PushUnsubscribed
-- removes it). The endpoints and keys are not here: they are write-side (push.endpoints).
CREATE TABLE read.push_subscriptions (
  id uuid PRIMARY KEY,
  -- Null for a spectator who followed with a game's view code.
  user_id uuid,
  game_id uuid,
  trip_id uuid,
  via text NOT NULL,
  push_service text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((game_id IS NULL) <> (trip_id IS NULL))
);
CREATE INDEX push_subscriptions_user_idx ON read.push_subscriptions (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX push_subscriptions_game_idx ON read.push_subscriptions (game_id) WHERE game_id IS NOT NULL;
CREATE INDEX push_subscriptions_trip_idx ON read.push_subscriptions (trip_id) WHERE trip_id IS NOT NULL;
