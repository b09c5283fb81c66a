import type { ScoreToSave } from './score-save.ts';
import { savedKey, type ScoringRound } from './scoring-round.ts';
import { defaultStrokes } from './stroke-entry.ts';

/** A player's strokes on the hole shown; `touched` once the player changed it by hand. */
export type Entry = { strokes: number; touched: boolean };
export type Entries = Readonly<Record<string, Entry>>;

/** What a hole shows when opened: the strokes recorded, else the player's par (4 when unknown). */
export function initialEntries(round: ScoringRound, holeNumber: number): Entries {
  const entries: Record<string, Entry> = {};
  for (const { player, holes } of round.players) {
    const saved = round.saved.get(savedKey(player.id, holeNumber));
    entries[player.id] = { strokes: saved ?? defaultStrokes(holes.get(holeNumber)?.par), touched: false };
  }
  return entries;
}

/**
 * The scores to send for a hole: every player's entry that differs from what is recorded
 * (Next Hole), or only those changed by hand (auto-save on leaving, hiding or unload: a
 * default par nobody touched is not a score yet). Each carries the strokes the screen showed as
 * recorded (`expectedStrokes`, null for none), so a save that reaches the API after someone else
 * changed the hole is refused instead of replacing their score.
 */
export function scoresToSave(round: ScoringRound, holeNumber: number, entries: Entries, only: 'all' | 'touched'): ScoreToSave[] {
  return round.players.flatMap(({ player }) => {
    const entry = entries[player.id];
    if (!entry || (only === 'touched' && !entry.touched)) return [];
    const recorded = round.saved.get(savedKey(player.id, holeNumber));
    if (recorded === entry.strokes) return [];
    return [{ playerId: player.id, roundNumber: round.roundNumber, holeNumber, strokes: entry.strokes, expectedStrokes: recorded ?? null }];
  });
}
