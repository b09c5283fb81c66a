/** Where the tee shot finished on a par 4 or longer: on the fairway, or missed left or right. */
export type FairwayResult = 'hit' | 'left' | 'right';

export const FAIRWAY_RESULTS: readonly FairwayResult[] = ['hit', 'left', 'right'];

export const PUTTS_MIN = 0;
export const PUTTS_MAX = 10;
export const PENALTIES_MIN = 0;
export const PENALTIES_MAX = 5;
/** The shortest hole with a fairway: par 3s are played to the green from the tee. */
export const FAIRWAY_MIN_PAR = 4;

/**
 * What a player may record about a hole beside the strokes (docs/golf-rules.md section 15).
 * Every fact is optional: absent or null means not recorded, and a fact not recorded says
 * nothing (a hole without putts says nothing about greens), whereas `false` or 0 is a fact.
 */
export interface HoleFacts {
  /** Strokes taken on the green, 0 … 10. */
  putts?: number | null;
  /** Par 4 and longer only. */
  fairway?: FairwayResult | null;
  /** The player played a shot from a bunker on this hole (greenside or fairway). */
  bunker?: boolean | null;
  /** Up and down from a bunker: out of the sand and holed with at most one putt. */
  sandSave?: boolean | null;
  /** Penalty strokes, 0 … 5; they are part of the hole's strokes. */
  penalties?: number | null;
  /** Holed from off the green (so no putt). */
  chipIn?: boolean | null;
  /** A putt holed from farther than the length of the flagstick. */
  polie?: boolean | null;
  /**
   * Green in regulation (GIR) as the player records it, overriding the value derived from the
   * putts (a putt from the fringe breaks `strokes − putts ≤ par − 2`). It needs the putts.
   */
  greenInRegulation?: boolean | null;
}

/** A fact counts only when it was recorded: neither absent nor null. */
export function isRecorded<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
