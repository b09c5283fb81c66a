import { describe, expect, it } from 'vitest';
import { evolveGame, foldDecided, foldDecidedAsBuilt } from './evolve-game.ts';
import type { GameEvent } from './game-event-list.ts';
import { isGame, type GameState } from './game-state.ts';
import { gameCreated, gameId, givenGame, givenGameEvents, playerAdded, playerIds } from './testing/given-game-events.ts';

const metadataAt = (occurredAt: string) => ({
  userId: null,
  commandId: 'c',
  correlationId: 'c',
  causationId: null,
  occurredAt,
  client: null,
  schemaVersion: 1,
});
const scored = (scoreId: string, holeNumber: number, strokes: number) => ({
  type: 'ScoreEntered',
  data: {
    gameId,
    scoreId,
    playerId: playerIds[0]!,
    roundNumber: 1,
    holeNumber,
    strokes,
    enteredByUserId: null,
    access: 'owner',
    asEntered: null,
  },
  metadata: metadataAt('2025-06-02T10:00:00.000Z'),
});
const [s1, s2, s3, s4] = [1, 2, 3, 4].map((n) => `c0000000-0000-4000-8000-00000000000${n}`) as [string, string, string, string];
const strokesOf = (state: GameState) => (isGame(state) ? state.scores.map((s) => [s.scoreId, s.strokes]) : []);

describe('evolve game', () => {
  it('a new game is in setup at round 1, hole 1, created and updated at its event time', () => {
    const game = givenGame([gameCreated()]);
    expect(game).toMatchObject({
      status: 'setup',
      currentRound: 1,
      currentHole: 1,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    expect(game.codes).toEqual({ adminCode: 'ADM234', playerCode: 'PLY234', viewCode: 'VUE234' });
  });

  it('every later event moves updatedAt; an unknown event changes nothing', () => {
    const game = givenGame([gameCreated()]);
    const metadata = {
      userId: null,
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-07-01T00:00:00.000Z',
      client: null,
      schemaVersion: 1,
    };
    const renamed = evolveGame(game, { type: 'GameRenamed', data: { gameId, name: 'New' }, metadata });
    expect(renamed).toMatchObject({ name: 'New', updatedAt: '2025-07-01T00:00:00.000Z' });
    expect(evolveGame(game, { type: 'SomethingFromTheFuture', data: {}, metadata })).toBe(game);
  });

  it('events before creation or after deletion leave the state alone', () => {
    expect(givenGameEvents([playerAdded(0)])).toEqual({ status: 'absent' });
    expect(givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }, playerAdded(0)])).toEqual({
      status: 'deleted',
      id: gameId,
    });
  });

  it('scores: a new id is appended, a known id replaced in place, and states folded apart from one state stay apart', () => {
    const base = givenGame([gameCreated(), playerAdded(0)] as GameEvent[]);
    const one = evolveGame(base, scored(s1, 1, 4));
    const two = evolveGame(one, scored(s2, 2, 5));
    // Two branches from `two`: each appends a different score at the same place.
    const left = evolveGame(two, scored(s3, 3, 3));
    const right = evolveGame(two, scored(s4, 4, 6));
    const leftAgain = evolveGame(left, scored(s4, 4, 7));
    const rightCorrected = evolveGame(right, scored(s1, 1, 8));
    expect(strokesOf(base)).toEqual([]);
    expect(strokesOf(two)).toEqual([
      [s1, 4],
      [s2, 5],
    ]);
    expect(strokesOf(left)).toEqual([...strokesOf(two), [s3, 3]]);
    expect(strokesOf(right)).toEqual([...strokesOf(two), [s4, 6]]);
    expect(strokesOf(leftAgain)).toEqual([...strokesOf(left), [s4, 7]]);
    expect(strokesOf(rightCorrected)).toEqual([
      [s1, 8],
      [s2, 5],
      [s4, 6],
    ]);
    expect(strokesOf(evolveGame(rightCorrected, scored(s3, 3, 2))).map(([id]) => id)).toEqual([s1, s2, s4, s3]);
  });

  it('a decided score folded as built leaves the state its parse leaves', () => {
    const base = evolveGame(givenGame([gameCreated(), playerAdded(0)] as GameEvent[]), scored(s1, 1, 4));
    const facts = { putts: 2, fairway: 'hit' as const, bunker: false };
    const decided = [{ type: 'ScoreEntered', data: { ...scored(s2, 2, 5).data, facts, asEntered: null } }] as GameEvent[];
    const asBuilt = foldDecidedAsBuilt(base, decided);
    expect(asBuilt).toEqual(foldDecided(base, decided));
    expect(strokesOf(asBuilt)).toEqual([
      [s1, 4],
      [s2, 5],
    ]);
    expect(strokesOf(base)).toEqual([[s1, 4]]);
  });
});
