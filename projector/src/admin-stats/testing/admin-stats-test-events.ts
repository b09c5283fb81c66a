import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@golf/events';

/** An event as a command would record it, by `userId` at `occurredAt`. */
export function statsEvent(type: string, data: Record<string, unknown>, occurredAt: string, userId: string | null = null): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      userId,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt,
      client: 'test',
      schemaVersion: 2,
    },
  };
}

const codes = { adminCode: 'AAAAAA', playerCode: 'BBBBBB', viewCode: 'CCCCCC' };

export const gameCreated = (gameId: string, createdBy: string, occurredAt: string) =>
  statsEvent(
    'GameCreated',
    {
      gameId,
      name: 'Saturday',
      gameType: 'dogfight',
      scoringType: 'net',
      numberOfRounds: 2,
      targetPlayerCount: 4,
      pointsSystem: null,
      tripId: null,
      isNassau: false,
      useEightyPercentHandicap: false,
      payouts: [],
      createdBy,
      ...codes,
    },
    occurredAt,
    createdBy,
  );

export const courseCreated = (courseId: string, createdBy: string | null, occurredAt: string, actor: string) =>
  statsEvent(
    'CourseCreated',
    {
      courseId,
      source: 'manual',
      sourceRef: null,
      isGlobal: createdBy === null,
      createdBy,
      name: 'Links',
      location: 'Coast',
      holes: 18,
      imageUrl: null,
      teeSets: [],
    },
    occurredAt,
    actor,
  );

export const scoreEntered = (gameId: string, holeNumber: number, occurredAt: string, userId: string) =>
  statsEvent(
    'ScoreEntered',
    {
      gameId,
      scoreId: randomUUID(),
      playerId: randomUUID(),
      roundNumber: 1,
      holeNumber,
      strokes: 4,
      enteredByUserId: userId,
      access: 'owner',
      asEntered: null,
    },
    occurredAt,
    userId,
  );
