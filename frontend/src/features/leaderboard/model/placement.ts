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
