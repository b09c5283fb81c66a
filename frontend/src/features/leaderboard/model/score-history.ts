import type { ScoreHistoryAccess, ScoreHistoryEntry } from '@golf/contracts';

/** One hole of one player's card in one round: where a score (and its history) lives. */
export type HoleSlot = { playerId: string; roundNumber: number; holeNumber: number };

const slotKey = ({ playerId, roundNumber, holeNumber }: HoleSlot) => `${playerId}:${roundNumber}:${holeNumber}`;

/** The history of the game by hole slot, each slot's entries in the order they were written. */
export type HistoryIndex = ReadonlyMap<string, readonly ScoreHistoryEntry[]>;

export function indexHistory(entries: readonly ScoreHistoryEntry[]): HistoryIndex {
  const index = new Map<string, ScoreHistoryEntry[]>();
  for (const entry of entries) {
    const key = slotKey(entry);
    index.set(key, [...(index.get(key) ?? []), entry]);
  }
  return index;
}

/** A hole's history, oldest first; empty when nothing was ever written there. */
export function holeHistory(index: HistoryIndex, slot: HoleSlot): readonly ScoreHistoryEntry[] {
  return index.get(slotKey(slot)) ?? [];
}

/** What a card shows of a hole's history: 'corrected' (marked) when any entry replaced a value. */
export type HoleMark = 'entered' | 'corrected';

/** The holes of a player's round that have history, by hole number. */
export function cardMarks(
  index: HistoryIndex,
  playerId: string,
  roundNumber: number,
  holeNumbers: readonly number[],
): Map<number, HoleMark> {
  const marks = new Map<number, HoleMark>();
  for (const holeNumber of holeNumbers) {
    const entries = holeHistory(index, { playerId, roundNumber, holeNumber });
    if (entries.length > 0) marks.set(holeNumber, entries.some((e) => e.kind === 'corrected') ? 'corrected' : 'entered');
  }
  return marks;
}

/** "Entered 5", or "Corrected 5 → 4" (the value replaced, then the new one). */
export function changeText(entry: Pick<ScoreHistoryEntry, 'kind' | 'strokes' | 'previousStrokes'>): string {
  if (entry.kind === 'corrected' && entry.previousStrokes !== null) return `Corrected ${entry.previousStrokes} → ${entry.strokes}`;
  return `${entry.kind === 'corrected' ? 'Corrected to' : 'Entered'} ${entry.strokes}`;
}

/** Who wrote it: the user's name; a visitor by access code has no account to name. */
export function writerName(who: ScoreHistoryEntry['who']): string {
  if (!who) return 'Code visitor';
  return who.displayName ?? 'Unknown user';
}

const ACCESS_NAMES: Record<ScoreHistoryAccess, string> = {
  owner: 'Owner',
  shared_admin: 'Shared admin',
  shared_player: 'Shared player',
  code_admin: 'Admin code',
  code_player: 'Player code',
};

/** How the writer reached the game. */
export const accessName = (access: ScoreHistoryAccess) => ACCESS_NAMES[access];

/** When, in the viewer's local time: "Sat, Nov 21, 9:14 AM" (locale and zone given in tests). */
export function writtenAt(occurredAt: string, locale?: string, timeZone?: string): string {
  const when = new Date(occurredAt);
  if (Number.isNaN(when.getTime())) return occurredAt;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(when);
}
