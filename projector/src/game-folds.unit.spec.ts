import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foldGame, gameEvents, isGame, streamNames, type GameEvent, type RecordedEvent } from '@golf/events';
import { foldOnce, GameFolds } from './game-folds.ts';
import { gameSetup, scoresOf, times } from './games/testing/scoring-test-game.ts';

const versions = new Map(gameEvents.map((definition) => [definition.type, definition.version]));

/** The events as the log holds them, at positions from `from` on. */
const recorded = (gameId: string, events: readonly GameEvent[], from: number): RecordedEvent[] =>
  events.map((event, index) => ({
    ...event,
    id: randomUUID(),
    stream: streamNames.game(gameId),
    revision: BigInt(index),
    position: BigInt(from + index),
    recordedAt: new Date(Date.UTC(2025, 6, 1, 8, index)),
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.UTC(2025, 6, 1, 8, index)).toISOString(),
      client: 'test',
      schemaVersion: versions.get(event.type) ?? 1,
    },
  }));

/** A game's set-up, then its codes replaced twice and a round of scores. */
function history() {
  const game = gameSetup({
    course: { courseId: randomUUID(), teeSetId: randomUUID() },
    gameType: 'stroke_play',
    players: [
      { name: 'Ann', ch: 4 },
      { name: 'Bob', ch: 12 },
    ],
  });
  const regenerated = (code: string): GameEvent => ({
    type: 'GameCodesRegenerated',
    data: { gameId: game.gameId, adminCode: `A${code}`, playerCode: `P${code}`, viewCode: `V${code}` },
  });
  const events = [...game.events, regenerated('00001'), regenerated('00002'), ...scoresOf(game, [times(4, 18), times(5, 18)])];
  return { gameId: game.gameId, events: recorded(game.gameId, events, 100) };
}

describe('GameFolds', () => {
  it('given a game folded by one projection, when the other folds the same events, then it takes that state and those codes', () => {
    const { gameId, events } = history();
    const folds = new GameFolds();
    const first = folds.fold(gameId, { status: 'absent' }, events);
    const second = folds.fold(gameId, { status: 'absent' }, events);
    expect(second.state).toBe(first.state);
    expect(second.retired).toEqual(first.retired);
    expect(first.state).toEqual(foldGame({ status: 'absent' }, events));
    expect(first.retired.map((codes) => codes.adminCode)).toHaveLength(2);
  });

  it('given a fold taken by both, when a third asks for it, then the events are folded again to an equal state', () => {
    const { gameId, events } = history();
    const folds = new GameFolds();
    const first = folds.fold(gameId, { status: 'absent' }, events);
    folds.fold(gameId, { status: 'absent' }, events);
    const third = folds.fold(gameId, { status: 'absent' }, events);
    expect(third.state).not.toBe(first.state);
    expect(third).toEqual(first);
  });

  it('given a game folded over two batches, when each batch is asked for, then each gets the state its own events lead to', () => {
    const { gameId, events } = history();
    const folds = new GameFolds();
    const split = 10;
    const early = folds.fold(gameId, { status: 'absent' }, events.slice(0, split));
    const late = folds.fold(gameId, early.state, events.slice(split));
    expect(folds.fold(gameId, { status: 'absent' }, events.slice(0, split)).state).toBe(early.state);
    expect(folds.fold(gameId, early.state, events.slice(split)).state).toBe(late.state);
    expect(late.state).toEqual(foldGame({ status: 'absent' }, events));
  });

  it('given no events, when a game is folded, then the state given is the answer and no codes are retired', () => {
    const { gameId, events } = history();
    const state = foldGame({ status: 'absent' }, events);
    expect(new GameFolds().fold(gameId, state, [])).toEqual({ state, retired: [] });
  });
});

describe('foldOnce', () => {
  it('given codes replaced twice, when the events are folded, then both replaced sets are retired, oldest first', () => {
    const { events } = history();
    const { state, retired } = foldOnce({ status: 'absent' }, events);
    expect(isGame(state) && state.codes.adminCode).toBe('A00002');
    expect(retired.map((codes) => codes.adminCode)).toEqual([expect.not.stringMatching(/^A0000/), 'A00001']);
  });
});
