import type { TeeColor } from './course-import-model.ts';

/** Colour words in tee names; yellow tees (common outside the US) show as gold. */
const COLOR_WORD = /\b(black|gold|blue|white|green|red|yellow)\b/i;

/**
 * Colours handed out by length to tees whose name holds no colour word ("Championship",
 * "Members", "Jones"): longest first, as on most US scorecards.
 */
const LENGTH_LADDER: readonly TeeColor[] = ['black', 'blue', 'white', 'gold', 'red', 'green'];

/** The colour a tee name or colour cell names ("Blue 21" → blue, "Yellow" → gold), or null. */
export function teeColorFromName(name: string): TeeColor | null {
  const word = COLOR_WORD.exec(name)?.[1]?.toLowerCase();
  if (word === undefined) return null;
  return word === 'yellow' ? 'gold' : (word as TeeColor);
}

/**
 * One colour per tee: the colour its name says, else a colour by length rank among the
 * unnamed tees (skipping colours the named tees already use), else white when the length is
 * unknown or the ladder runs out.
 */
export function assignTeeColors(tees: readonly { name: string; totalYardage: number | null }[]): TeeColor[] {
  const named = tees.map((tee) => teeColorFromName(tee.name));
  const used = new Set(named.filter((color): color is TeeColor => color !== null));
  const ladder = LENGTH_LADDER.filter((color) => !used.has(color));
  const unnamedByLength = tees
    .map((tee, index) => ({ index, yards: tee.totalYardage }))
    .filter(({ index, yards }) => named[index] === null && yards !== null)
    .sort((a, b) => (b.yards ?? 0) - (a.yards ?? 0) || a.index - b.index);
  const ranked = new Map(unnamedByLength.map(({ index }, rank) => [index, ladder[rank] ?? 'white']));
  return tees.map((_tee, index) => named[index] ?? ranked.get(index) ?? 'white');
}
