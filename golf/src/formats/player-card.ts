/** One hole of a player's card. Score fields are null until the hole is played. */
export interface HoleCard {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  /** Handicap strokes on this hole; negative where a plus handicap gives strokes back. */
  strokesReceived: number;
  gross: number | null;
  net: number | null;
  points: number | null;
}

/** Totals over the holes played (all rounds, when summed over a game). */
export interface PlayerTotals {
  playerId: string;
  teamNumber: number | null;
  holesPlayed: number;
  grossStrokes: number;
  netStrokes: number;
  points: number;
  /** Par of exactly the holes played. */
  parForHolesPlayed: number;
}

export interface PlayerCard extends PlayerTotals {
  courseHandicap: number;
  holes: HoleCard[];
}
