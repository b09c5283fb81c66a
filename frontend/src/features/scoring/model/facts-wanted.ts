import type { LeaderboardView } from '@golf/contracts';

/** What the game's side games need of the facts row (decision 0812). */
export interface FactsWanted {
  /** Junk, Bingo Bango Bongo or the snake is played: the row is on whatever this phone's switch says. */
  on: boolean;
  /** Junk plays the polie: the row offers it. */
  polie: boolean;
}

/** Which of the game's side games read the hole facts, from the board's settings (docs/golf-rules.md section 15). */
export function factsWantedBy(board: Pick<LeaderboardView, 'sideGames'> | undefined): FactsWanted {
  const settings = board?.sideGames?.settings;
  const polie = settings?.junk?.dots.includes('polie') ?? false;
  return { on: Boolean(settings?.junk || settings?.bingoBangoBongo || settings?.snake), polie };
}
