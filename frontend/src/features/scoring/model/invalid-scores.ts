import type { Entries } from './hole-entries.ts';
import type { ScoringRound } from './scoring-round.ts';
import { INVALID_SCORES, isInvalidStrokes } from './stroke-entry.ts';

/** "Ann", "Ann and Bo", "Ann, Bo and Cy". */
const namesText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * The spec's toast for a hole holding a score that cannot be saved, naming whose box it is (the
 * box itself says so too): "All players must have valid scores (1 or higher): fix Ann's."
 */
export function invalidScoresToast(round: ScoringRound, entries: Entries): { title: string; description: string } {
  const names = round.players.filter(({ player }) => isInvalidStrokes(entries[player.id]?.strokes ?? 1)).map(({ player }) => player.name);
  if (names.length === 0) return INVALID_SCORES;
  const whose = names.length === 1 ? `${names[0]}'s` : `those of ${namesText(names)}`;
  return { title: INVALID_SCORES.title, description: `${INVALID_SCORES.description}: fix ${whose}.` };
}
