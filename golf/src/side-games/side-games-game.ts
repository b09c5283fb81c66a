import type { RecordedPress } from '../betting/match-nassau.ts';
import type { PressSettings } from '../betting/press-types.ts';
import type { HoleFacts } from '../hole-facts/hole-facts.ts';
import type { LeaderboardGame } from '../leaderboards/leaderboard-game.ts';
import type { JunkDot } from './junk.ts';
import type { WolfChoice } from './wolf.ts';

/**
 * The side games riding on a game's strokes (docs/golf-rules.md section 14), each absent or null
 * when not played. A game's Nassau is its `isNassau` and `nassauStakesCents`; skins on the skins
 * format are the format's own (`skinValueCents`).
 */
export interface SideGames {
  /** Skins on a format other than skins: a skin's value in cents. */
  skins?: { valueCents: number } | null;
  /** Presses of the game's Nassau, in match play only (section 11). */
  presses?: PressSettings | null;
  /** Wolf, four players (section 12): a point's value in cents. */
  wolf?: { pointValueCents: number } | null;
  /** Las Vegas, teams 1 and 2 of two (section 13): a point's value in cents. */
  vegas?: { pointValueCents: number } | null;
  /** Junk (section 15): a dot's value in cents, paid by every other player, and the dots played. */
  junk?: { valueCents: number; dots: JunkDot[] } | null;
  /** Bingo Bango Bongo (section 15): a point's value in cents. */
  bingoBangoBongo?: { valueCents: number } | null;
  /** Snake (section 15): what its holder after the last hole pays each other player, in cents. */
  snake?: { valueCents: number } | null;
}

/** A game as its stream's fold holds it, with its side games, the wolves' choices and the manual presses recorded. */
export interface SideGamesGame extends LeaderboardGame {
  /** The scores with what happened on the hole (section 15), which the hole-fact games read. */
  scores: ReadonlyArray<LeaderboardGame['scores'][number] & { facts?: HoleFacts | null }>;
  sideGames?: SideGames | null;
  wolfChoices?: readonly WolfChoice[];
  recordedPresses?: readonly RecordedPress[];
  /** The awards set on holes (docs/golf-rules.md section 15), one per round and hole. */
  holeAwards?: readonly BoardHoleAwards[];
}

/** A hole's awards as set: a player id each, or null for nobody. */
export interface BoardHoleAwards {
  roundNumber: number;
  holeNumber: number;
  bingo: string | null;
  bango: string | null;
  bongo: string | null;
  closestToPin: string | null;
}
