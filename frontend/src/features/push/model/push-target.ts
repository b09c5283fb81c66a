/** What a browser follows: one game, or one trip. */
export type PushTarget = { gameId: string } | { tripId: string };

/** The key a target is kept under on this device: `game:{id}` or `trip:{id}`. */
export const targetKey = (target: PushTarget) =>
  'gameId' in target ? `game:${target.gameId.toLowerCase()}` : `trip:${target.tripId.toLowerCase()}`;
