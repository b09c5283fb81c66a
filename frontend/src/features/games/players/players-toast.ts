import { countNoun, countText } from '../../../lib/count-text.ts';

/** What confirming the players did: players added now, players in the game, players given access by e-mail. */
export type ConfirmResult = { added: number; playerCount: number; shared: number };

/** The spec's toast: how many are in the game and, when any, how many receive game access by e-mail (none: nothing said of it). */
export function playersToastText({ added, playerCount, shared }: ConfirmResult): { title: string; description: string } {
  const access = shared > 0 ? ` ${countText(shared, 'player')} will receive game access by email.` : '';
  return {
    title: added > 0 ? 'Players added!' : 'Players confirmed!',
    description: `${countText(playerCount, 'player')} ${countNoun(playerCount, 'is', 'are')} in the game.${access}`,
  };
}
