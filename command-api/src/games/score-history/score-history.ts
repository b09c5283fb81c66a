import type { ScoreHistoryEntry, ScoreHistoryQuery } from '@golf/contracts';
import {
  eventParser,
  evolveGame,
  isGame,
  RoundRemoved,
  ScoreCorrected,
  ScoreEntered,
  type GameEvent,
  type GameState,
  type RecordedEvent,
} from '@golf/events';

/** An entry before display names are looked up: `who` holds only the user id. */
export type RawHistoryEntry = Omit<ScoreHistoryEntry, 'who'> & { userId: string | null };

export interface GameHistory {
  state: GameState;
  entries: RawHistoryEntry[];
}

/** The events the history lists or moves, read through the one parser of stored events (upcast by version). */
const parseHistoryEvent = eventParser([ScoreEntered, ScoreCorrected, RoundRemoved]);

/**
 * Folds a game stream into its state and every ScoreEntered and ScoreCorrected, in log order
 * (which is time order: occurredAt comes from the command that appended each). A player's name is
 * the last one they had in the game. A removed round takes its history with it (that round no
 * longer exists) and the later rounds' entries move up one number, as the rounds themselves do.
 */
export function foldScoreHistory(events: readonly RecordedEvent[]): GameHistory {
  let state: GameState = { status: 'absent' };
  const entries: RawHistoryEntry[] = [];
  const names = new Map<string, string>();
  for (const event of events) {
    state = evolveGame(state, event);
    if (isGame(state)) for (const player of state.players) names.set(player.id, player.name);
    const known = parseHistoryEvent(event);
    if (known?.type === 'ScoreEntered') entries.push(entryOf(event, { ...known.data, previousStrokes: null, previousFacts: null }));
    else if (known?.type === 'ScoreCorrected') entries.push(entryOf(event, known.data));
    else if (known?.type === 'RoundRemoved') {
      const { roundNumber } = known.data;
      const kept = entries.filter((entry) => entry.roundNumber !== roundNumber);
      for (const entry of kept) if (entry.roundNumber > roundNumber) entry.roundNumber -= 1;
      entries.splice(0, entries.length, ...kept);
    }
  }
  for (const entry of entries) entry.playerName = names.get(entry.playerId) ?? '';
  return { state, entries };
}

/** A score event's data; `previousStrokes` null for a first entry. */
type ScoreData = Omit<Extract<GameEvent, { type: 'ScoreCorrected' }>['data'], 'previousStrokes'> & { previousStrokes: number | null };

function entryOf(event: RecordedEvent, data: ScoreData): RawHistoryEntry {
  return {
    eventId: event.id,
    kind: data.previousStrokes === null ? 'entered' : 'corrected',
    scoreId: data.scoreId,
    playerId: data.playerId,
    playerName: '',
    roundNumber: data.roundNumber,
    holeNumber: data.holeNumber,
    strokes: data.strokes,
    previousStrokes: data.previousStrokes,
    facts: data.facts,
    previousFacts: data.previousFacts,
    userId: data.enteredByUserId,
    occurredAt: event.metadata.occurredAt,
    access: data.access,
  };
}

/** The entries the query asks for: every filter given must match. */
export function filterHistory<Entry extends RawHistoryEntry>(entries: readonly Entry[], query: ScoreHistoryQuery): Entry[] {
  return entries.filter(
    (entry) =>
      (query.round === undefined || entry.roundNumber === query.round) &&
      (query.hole === undefined || entry.holeNumber === query.hole) &&
      (query.playerId === undefined || entry.playerId === query.playerId.toLowerCase()),
  );
}
