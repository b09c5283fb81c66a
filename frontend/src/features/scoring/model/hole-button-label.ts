import { afterOwnSave, afterSave } from './after-save.ts';

type HoleButtonAt = {
  /** An admin's phone moves the game's play; a player's moves only their own card. */
  movesPlay: boolean;
  shownHole: number;
  currentHole: number;
  holeCount: number;
  roundNumber: number;
  numberOfRounds: number;
};

/**
 * What the main button says, by where saving takes play: Next Hole; Finish Round on a round's
 * last hole (and on a player's own card, which ends their round); Finish Game on the last hole
 * of the game's last round; Update Hole N on a past hole opened to correct it.
 */
export function holeButtonLabel({ movesPlay, shownHole, currentHole, holeCount, roundNumber, numberOfRounds }: HoleButtonAt): string {
  const position = { savedHole: shownHole, currentHole, currentRound: roundNumber, holeCount, numberOfRounds };
  const next = (movesPlay ? afterSave : afterOwnSave)(position);
  switch (next.kind) {
    case 'score-updated':
      return `Update Hole ${shownHole}`;
    case 'next-hole':
      return 'Next Hole';
    case 'game-completed':
      return 'Finish Game';
    default:
      return 'Finish Round';
  }
}
