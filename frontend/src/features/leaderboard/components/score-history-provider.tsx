import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useGameAccessLevel } from '../api/get-game-access.ts';
import { useScoreHistory } from '../api/get-score-history.ts';
import { cardMarks, indexHistory, type HistoryIndex, type HoleMark, type HoleSlot } from '../model/score-history.ts';
import { HoleHistoryDialog } from './hole-history-dialog.tsx';

type ScoreHistoryValue = { index: HistoryIndex; open: (slot: HoleSlot) => void };

/** The game's score history, for its admin only; null for everyone else (no marks, no dialog). */
const ScoreHistoryContext = createContext<ScoreHistoryValue | null>(null);

/**
 * Reads the score history when the caller is the game's admin (the server's access level on the
 * game) and shows a hole's history in a dialog when a card asks. Live changes refresh it with the
 * rest of the game, so an open dialog follows new corrections.
 */
export function ScoreHistoryProvider({ gameId, children }: { gameId: string; children: ReactNode }) {
  const admin = useGameAccessLevel(gameId) === 'admin';
  const history = useScoreHistory(gameId, admin);
  const [slot, setSlot] = useState<HoleSlot | null>(null);
  const entries = admin ? history.data?.entries : undefined;
  const value = useMemo(() => (entries ? { index: indexHistory(entries), open: setSlot } : null), [entries]);
  return (
    <ScoreHistoryContext value={value}>
      {children}
      {value ? <HoleHistoryDialog index={value.index} slot={slot} onClose={() => setSlot(null)} /> : null}
    </ScoreHistoryContext>
  );
}

/** What a card of `playerId` in `roundNumber` shows of the history: its holes' marks and how to open one; null when not the admin. */
export function useCardHistory(
  playerId: string,
  roundNumber: number,
  holeNumbers: readonly number[],
): { marks: Map<number, HoleMark>; open: (holeNumber: number) => void } | null {
  const value = use(ScoreHistoryContext);
  if (!value) return null;
  return {
    marks: cardMarks(value.index, playerId, roundNumber, holeNumbers),
    open: (holeNumber) => value.open({ playerId, roundNumber, holeNumber }),
  };
}
