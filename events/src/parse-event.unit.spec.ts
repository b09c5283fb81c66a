import { describe, expect, it } from 'vitest';
import { gameEvents } from './games/game-event-list.ts';
import { eventParser } from './parse-event.ts';

const parse = eventParser(gameEvents);
const metadata = (schemaVersion: number) => ({
  userId: null,
  commandId: 'c',
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
  client: null,
  schemaVersion,
});
const facts = {
  gameId: '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01',
  scoreId: 'd0000000-0000-4000-8000-000000000001',
  playerId: 'c0000000-0000-4000-8000-000000000001',
  roundNumber: 1,
  holeNumber: 1,
  strokes: 4,
  enteredByUserId: null,
  access: 'owner',
};

describe('reading a stored event', () => {
  it('given a ScoreEntered of version 1, then it is upcast: the values the scorer saw are unknown, and it holds no hole facts', () => {
    expect(parse({ type: 'ScoreEntered', data: facts, metadata: metadata(1) })?.data).toEqual({ ...facts, asEntered: null, facts: null });
  });

  it('given score events of version 2, then they hold no hole facts (a correction replaced none)', () => {
    const answered = { ...facts, asEntered: { netScore: 4, points: 2 } };
    expect(parse({ type: 'ScoreEntered', data: answered, metadata: metadata(2) })?.data).toEqual({ ...answered, facts: null });
    expect(parse({ type: 'ScoreCorrected', data: { ...answered, previousStrokes: 5 }, metadata: metadata(2) })?.data).toEqual({
      ...answered,
      previousStrokes: 5,
      facts: null,
      previousFacts: null,
    });
  });

  it('given a ScoresRecalculated of version 1, then it reviewed nothing', () => {
    expect(parse({ type: 'ScoresRecalculated', data: { gameId: facts.gameId }, metadata: metadata(1) })?.data).toEqual({
      gameId: facts.gameId,
      updatedScores: 0,
      scores: [],
    });
  });

  it('given the current version, then the data is checked as it is; given data that breaks the schema, then it throws', () => {
    const current = { ...facts, facts: { putts: 2, fairway: 'hit' }, asEntered: { netScore: 4, points: 2 } };
    expect(parse({ type: 'ScoreEntered', data: current, metadata: metadata(3) })?.data).toEqual(current);
    expect(() => parse({ type: 'ScoreEntered', data: { ...current, strokes: 0 }, metadata: metadata(3) })).toThrow();
    expect(() => parse({ type: 'ScoreEntered', data: { ...current, facts: { putts: 11 } }, metadata: metadata(3) })).toThrow();
  });

  it('given a type this build does not know, then null', () => {
    expect(parse({ type: 'SomethingFromTheFuture', data: {}, metadata: metadata(1) })).toBeNull();
  });
});
