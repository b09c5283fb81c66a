import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { evolveGame, foldGame, gameEvents, isGame, type GameEvent, type GameState } from '@golf/events';
import { gameSetup, scoresOf, times } from './testing/scoring-test-game.ts';

const versions = new Map(gameEvents.map((definition) => [definition.type, definition.version]));

/** The events as the log holds them: each a minute after the one before, at its type's current version. */
const recorded = (events: readonly GameEvent[]) =>
  events.map((event, index) => ({
    ...event,
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

const oneByOne = (state: GameState, events: ReturnType<typeof recorded>) => events.reduce(evolveGame, state);

/** Three rounds of four players: scores, corrections, a recalculation, a player and a round removed, more scores. */
function variedHistory() {
  const course = { courseId: randomUUID(), teeSetId: randomUUID() };
  const game = gameSetup({
    course,
    gameType: 'dogfight',
    rounds: 3,
    players: [
      { name: 'Ann', ch: 4 },
      { name: 'Bob', ch: 12 },
      { name: 'Cy', ch: 18 },
      { name: 'Di', ch: 0 },
    ],
  });
  const round1 = scoresOf(game, [times(4, 18), times(5, 18), times(6, 9), times(3, 18)]);
  const first = round1[0] as Extract<GameEvent, { type: 'ScoreEntered' }>;
  const corrected: GameEvent = {
    type: 'ScoreCorrected',
    data: { ...first.data, strokes: 7, previousStrokes: 4, previousFacts: null, asEntered: null },
  };
  const recalculated: GameEvent = {
    type: 'ScoresRecalculated',
    data: { gameId: game.gameId, updatedScores: 1, scores: [{ scoreId: first.data.scoreId, netScore: 6, points: 0 }] },
  };
  const events: GameEvent[] = [
    ...game.events,
    ...round1.slice(0, 30),
    corrected,
    ...round1.slice(30),
    recalculated,
    ...scoresOf(game, [times(4, 18), times(4, 18), times(4, 18), times(4, 18)], { roundNumber: 2 }),
    { type: 'PlayerRemoved', data: { gameId: game.gameId, playerId: game.playerIds[2]! } },
    { type: 'RoundRemoved', data: { gameId: game.gameId, roundNumber: 1 } },
    ...scoresOf(game, [times(5, 18), times(5, 18), [], times(5, 18)], { roundNumber: 2 }),
  ];
  return recorded(events);
}

describe('folding a game stream at once', () => {
  it('given a varied history, then foldGame reaches the state evolveGame reaches one event at a time', () => {
    const events = variedHistory();
    const folded = foldGame({ status: 'absent' }, events);
    expect(folded).toEqual(oneByOne({ status: 'absent' }, events));
    expect(isGame(folded) && folded.scores.length).toBeGreaterThan(100);
  });

  it('given a state folded earlier, when more events are folded onto it, then that state is left as it was', () => {
    const events = variedHistory();
    const middle = foldGame({ status: 'absent' }, events.slice(0, 60));
    const copy = structuredClone(middle);
    const scores = isGame(middle) ? middle.scores : null;
    const later = foldGame(middle, events.slice(60));
    expect(middle).toEqual(copy);
    expect(isGame(middle) && middle.scores).toBe(scores);
    expect(later).toEqual(oneByOne({ status: 'absent' }, events));
  });

  it('given a step, then it sees every event with the states around it', () => {
    const events = variedHistory();
    const seen: string[] = [];
    foldGame({ status: 'absent' }, events, (before, after, event) => {
      seen.push(event.type);
      expect(after).not.toBe(before);
    });
    expect(seen).toEqual(events.map((event) => event.type));
  });
});
