import { describe, expect, it } from 'vitest';
import { gameEvents, type GameEvent, type RecordedEvent } from '@golf/events';
import { adminId, gameCreated, gameId, playerAdded, playerIds } from '../testing/given-game-events.ts';
import { foldScoreHistory } from './score-history.ts';

const currentVersion = new Map(gameEvents.map((definition) => [definition.type, definition.version]));

/** `events` as a game stream holds them, each at its type's current version unless `versions` names another. */
function recorded(
  events: ReadonlyArray<Pick<GameEvent, 'type' | 'data'>>,
  versions: ReadonlyMap<number, number> = new Map(),
): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    stream: `game-${gameId}`,
    revision: BigInt(index),
    position: BigInt(index + 1),
    recordedAt: new Date(`2025-06-01T10:00:0${index}.000Z`),
    metadata: {
      userId: adminId,
      commandId: `c${index}`,
      correlationId: `c${index}`,
      causationId: null,
      occurredAt: `2025-06-01T10:00:0${index}.000Z`,
      client: null,
      schemaVersion: versions.get(index) ?? currentVersion.get(event.type) ?? 1,
    },
  }));
}

const scoreFacts = {
  gameId,
  scoreId: 'd0000000-0000-4000-8000-000000000001',
  playerId: playerIds[0],
  roundNumber: 1,
  holeNumber: 1,
  enteredByUserId: adminId,
  access: 'owner' as const,
};

describe('score history of a game stream', () => {
  it('given scores recorded before version 2 (no net and points as entered), then they are listed like any other', () => {
    const { entries } = foldScoreHistory(
      recorded(
        [
          gameCreated(),
          playerAdded(0),
          { type: 'ScoreEntered', data: { ...scoreFacts, strokes: 5 } },
          { type: 'ScoreCorrected', data: { ...scoreFacts, strokes: 4, previousStrokes: 5 } },
        ] as GameEvent[],
        new Map([
          [2, 1],
          [3, 1],
        ]),
      ),
    );
    expect(entries.map((e) => [e.kind, e.playerName, e.holeNumber, e.strokes, e.previousStrokes, e.access])).toEqual([
      ['entered', 'Ann', 1, 5, null, 'owner'],
      ['corrected', 'Ann', 1, 4, 5, 'owner'],
    ]);
  });
});
