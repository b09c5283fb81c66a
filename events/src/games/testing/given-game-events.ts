import type { EventMetadata } from '../../store/event-store.ts';
import { evolveGame } from '../evolve-game.ts';
import { gameEvents, type GameEvent } from '../game-event-list.ts';
import { isGame, type Game, type GameState } from '../game-state.ts';

const currentVersion = new Map(gameEvents.map((definition) => [definition.type, definition.version]));

/**
 * For decider tests: the state a game stream holding `events` folds to (each at `occurredAt`,
 * recorded at its event type's current schema version), from `from` (an empty stream unless given:
 * a later batch of events goes on from the state an earlier one left, at its own time).
 */
export function givenGameEvents(
  events: readonly GameEvent[],
  occurredAt = '2025-06-01T10:00:00.000Z',
  from: GameState = { status: 'absent' },
): GameState {
  const metadata: EventMetadata = {
    userId: null,
    commandId: 'test-command',
    correlationId: 'test',
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  };
  return events.reduce<GameState>(
    (state, event) => evolveGame(state, { ...event, metadata: { ...metadata, schemaVersion: currentVersion.get(event.type) ?? 1 } }),
    from,
  );
}

/** `givenGameEvents` for tests that need an existing game. */
export function givenGame(events: readonly GameEvent[]): Game {
  const state = givenGameEvents(events);
  if (!isGame(state)) throw new Error('The given events leave no game');
  return state;
}

export const gameId = '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01';
export const adminId = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const strangerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const playingUserId = '16fd2706-8baf-433b-82eb-8c7fada847da';
export const courseId = 'a1b2c3d4-0000-4000-8000-000000000001';
export const otherCourseId = 'a1b2c3d4-0000-4000-8000-000000000002';
export const whiteTeeId = 'b1b2c3d4-0000-4000-8000-000000000001';
export const blueTeeId = 'b1b2c3d4-0000-4000-8000-000000000002';

export const playerIds = [
  'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000002',
  'c0000000-0000-4000-8000-000000000003',
  'c0000000-0000-4000-8000-000000000004',
] as const;

export function gameCreated(overrides: Partial<Extract<GameEvent, { type: 'GameCreated' }>['data']> = {}): GameEvent {
  return {
    type: 'GameCreated',
    data: {
      gameId,
      name: 'Saturday Dogfight',
      gameType: 'dogfight',
      scoringType: 'net',
      numberOfRounds: 1,
      targetPlayerCount: 4,
      pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
      tripId: null,
      isNassau: false,
      useEightyPercentHandicap: false,
      payouts: [],
      adminCode: 'ADM234',
      playerCode: 'PLY234',
      viewCode: 'VUE234',
      createdBy: adminId,
      ...overrides,
    },
  };
}

const names = ['Ann', 'Bob', 'Cat', 'Dan'];
const handicaps = [10.4, 18, 24.3, -2.1];

/** Player `n` (0-based) of the fixtures: Ann 10.4, Bob 18, Cat 24.3, Dan −2.1. */
export function playerAdded(n: number, overrides: Partial<Extract<GameEvent, { type: 'PlayerAdded' }>['data']> = {}): GameEvent {
  return {
    type: 'PlayerAdded',
    data: {
      gameId,
      playerId: playerIds[n]!,
      name: names[n]!,
      handicap: handicaps[n]!,
      ghinId: null,
      userId: null,
      teamNumber: null,
      ...overrides,
    },
  };
}

/** Access granted to `userId`: a player account's (the grant named by its player), or a code's. */
export function accessGranted(
  userId: string,
  level: 'admin' | 'player' | 'viewer',
  tied: readonly string[] = [],
  via: 'code' | 'player_account' = 'code',
  grantId = tied[0] ?? `e1000000-0000-4000-8000-${userId.slice(-12)}`,
): GameEvent {
  return { type: 'AccessGranted', data: { gameId, grantId, userId, level, via, playerIds: [...tied] } };
}

/** Player `n`'s account access: the AccessGranted that adding them with `userId` records. */
export function playerAccountGranted(n: number, userId: string): GameEvent {
  return accessGranted(userId, 'player', [playerIds[n]!], 'player_account');
}

/** Player `n` added with the account of `userId`, as the add-player command records it. */
export function playerWithAccount(n: number, userId: string): GameEvent[] {
  return [playerAdded(n, { userId }), playerAccountGranted(n, userId)];
}

export function roundCourseChosen(roundNumber = 1, chosenCourseId = courseId): GameEvent {
  return { type: 'RoundCourseChosen', data: { gameId, roundNumber, courseId: chosenCourseId, courseHoles: 18 } };
}

export function teeChosen(n: number, roundNumber = 1, teeSetId = whiteTeeId): GameEvent {
  return { type: 'TeeChosen', data: { gameId, roundNumber, playerId: playerIds[n]!, teeSetId } };
}

/** What the game's state holds for a score written at the fixtures' time (`givenGameEvents`' default). */
export const scoreWrittenAt = '2025-06-01T10:00:00.000Z';
