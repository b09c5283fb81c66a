import { ordinal, positionLabel } from '@golf/golf';

/** Placement colours (spec 9): 1st green, 2nd grey, 3rd orange; the rest plain. */
export type PlacementTone = 'first' | 'second' | 'third' | 'other';

export function placementTone(position: number): PlacementTone {
  if (position === 1) return 'first';
  if (position === 2) return 'second';
  if (position === 3) return 'third';
  return 'other';
}

/** "2", or "T2" when shared. */
export const positionText = (position: number, tied: boolean) => positionLabel({ position, tied });

/** "1st Place", "2nd Place", "11th Place". */
export const placeName = (position: number) => `${ordinal(position)} Place`;

/** A ranked line of a board: a player, a team or a match side. */
export type RankedLine = { position: number; tied: boolean; started: boolean };

/** What a line's place badge shows: its position, or a dash for a line not started (named so to a screen reader). */
export type PlaceBadge = { text: string; label: string; className: string };

/**
 * Whether a line has no hole played (docs/golf-rules.md section 4: shown "not started", never as a position).
 * A board stored before lines said so gave every line a position: it reads as started.
 */
export const isNotStarted = (line: RankedLine) => line.started === false;

export function placeBadge(line: RankedLine): PlaceBadge {
  if (isNotStarted(line)) return { text: '–', label: 'Not started', className: 'place place--not-started' };
  const text = positionText(line.position, line.tied);
  return { text, label: `Position ${text}`, className: `place place--${placementTone(line.position)}` };
}
