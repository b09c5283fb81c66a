import type { GameView } from '@golf/contracts';

/**
 * The players this phone may score whom their own phone scores (decision 0700), by player id,
 * with whose phone that is. A game view kept on the phone from before the API said so has none.
 */
export function otherPhonesOf(game: GameView): ReadonlyMap<string, string | null> {
  const listed = (game as Partial<GameView>).playersOnOtherPhones ?? [];
  return new Map(listed.map(({ playerId, phoneOf }) => [playerId, phoneOf]));
}

/** "On Rae's phone" (Rae on her own, or Bob scoring her on his: "On Bob's phone"), else "On another phone". */
export function phoneText(phoneOf: string | null): string {
  return phoneOf === null ? 'On another phone' : `On ${phoneOf}'s phone`;
}
