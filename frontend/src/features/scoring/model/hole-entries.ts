import type { HoleFactsView } from '@golf/contracts';
import { factsChange } from './hole-facts-entry.ts';
import type { ScoreToSave } from './score-save.ts';
import { savedKey, type ScoringRound } from './scoring-round.ts';
import { defaultStrokes, isInvalidStrokes } from './stroke-entry.ts';

/**
 * A player's strokes on the hole shown; `touched` once the player changed it by hand. `onBehalf`:
 * a player whose own phone scores them, entered here on purpose ("Enter for Rae", decision 0700).
 */
export type Entry = { strokes: number; touched: boolean; onBehalf?: true; facts?: HoleFactsView };
export type Entries = Readonly<Record<string, Entry>>;

/**
 * What a hole shows when opened: the strokes recorded, else the player's par (4 when unknown).
 * Players another phone scores (`onOtherPhones`) get no entry: nothing of theirs is saved from
 * here unless someone enters it for them (`enterFor`).
 */
export function initialEntries(round: ScoringRound, holeNumber: number, onOtherPhones: ReadonlySet<string> = new Set()): Entries {
  const entries: Record<string, Entry> = {};
  for (const { player, holes } of round.players) {
    if (onOtherPhones.has(player.id)) continue;
    const saved = round.saved.get(savedKey(player.id, holeNumber));
    entries[player.id] = { strokes: saved ?? defaultStrokes(holes.get(holeNumber)?.par), touched: false };
  }
  return entries;
}

/** "Enter for Rae": her box opens with what is recorded (else par), and counts as entered from here on purpose. */
export function enterFor(round: ScoringRound, holeNumber: number, playerId: string): Entry {
  const member = round.players.find(({ player }) => player.id === playerId);
  const saved = round.saved.get(savedKey(playerId, holeNumber));
  return { strokes: saved ?? defaultStrokes(member?.holes.get(holeNumber)?.par), touched: true, onBehalf: true };
}

/**
 * What is saved of a hole: `all` for Next Hole (every player's entry); `whole-hole-if-touched`
 * for leaving the hole by Back, the leaderboard, another hole, or a hidden or closed page: the
 * whole hole as shown once any score on it was changed by hand, else nothing (pars nobody
 * touched are not scores yet). Never half a hole, so the board never shows one player a hole
 * further on than the others.
 */
export type SaveExtent = 'all' | 'whole-hole-if-touched';

/** True when an entry on the hole cannot be saved (a 0 typed): the hole waits until it is fixed. */
export function hasInvalidEntry(entries: Entries): boolean {
  return Object.values(entries).some((entry) => isInvalidStrokes(entry.strokes));
}

/**
 * The scores to send for a hole: every entry (of `extent`) that differs from what is recorded
 * (a player without an entry, another phone's, is never sent; one entered for them says so);
 * nothing while an entry cannot be saved (never the others without it, never par in its place).
 * Each carries the strokes the screen showed as recorded (`expectedStrokes`, null for none), so
 * a save that reaches the API after someone else changed the hole is refused instead of
 * replacing their score.
 */
export function scoresToSave(round: ScoringRound, holeNumber: number, entries: Entries, extent: SaveExtent): ScoreToSave[] {
  if (extent === 'whole-hole-if-touched' && !Object.values(entries).some((entry) => entry.touched)) return [];
  if (hasInvalidEntry(entries)) return [];
  return round.players.flatMap(({ player }) => {
    const entry = entries[player.id];
    if (!entry) return [];
    const recorded = round.saved.get(savedKey(player.id, holeNumber));
    const facts = entry.facts ? factsChange(round.savedFacts?.get(savedKey(player.id, holeNumber)) ?? {}, entry.facts) : undefined;
    if (recorded === entry.strokes && facts === undefined) return [];
    const score: ScoreToSave = {
      playerId: player.id,
      roundNumber: round.roundNumber,
      holeNumber,
      strokes: entry.strokes,
      expectedStrokes: recorded ?? null,
      ...(facts === undefined ? {} : { facts }),
    };
    return [entry.onBehalf ? { ...score, onBehalf: true } : score];
  });
}
