import { allocateStrokes } from '@golf/golf';

/** Dots for handicap strokes received on a hole (at most 3 drawn), plus signs for strokes given back (at most 2). */
export type HandicapMarks = { kind: 'dots' | 'plus' | 'none'; count: number };

const MAX_DOTS = 3;
const MAX_PLUS = 2;

export function handicapMarks(strokesReceived: number): HandicapMarks {
  if (strokesReceived > 0) return { kind: 'dots', count: Math.min(MAX_DOTS, strokesReceived) };
  if (strokesReceived < 0) return { kind: 'plus', count: Math.min(MAX_PLUS, -strokesReceived) };
  return { kind: 'none', count: 0 };
}

/** Strokes received on each hole of a tee (in hole order), or null when the tee's card cannot take them. */
export function strokesOnHoles(handicap: number | null, strokeIndexes: readonly number[]): number[] | null {
  if (handicap === null) return null;
  try {
    return allocateStrokes(handicap, strokeIndexes);
  } catch {
    // A tee without a full 9 or 18-hole card: no dots rather than a broken screen.
    return null;
  }
}
