import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore, GameEvent, NewEvent } from '@golf/events';
import { streamNames } from '@golf/events';
import { waitForPosition } from '@golf/read-db';

/**
 * Test data for the scoring projection: events as commands would record them, appended to the
 * store for the running projector. The course is flat: par 4 on every hole (par 72) and stroke
 * index = hole number, so a course handicap of k gives one stroke on holes 1 … k.
 */
let minute = 0;
function stamped(type: string, data: unknown): NewEvent {
  minute += 1;
  const occurredAt = new Date(Date.UTC(2025, 6, 1, 8, 0) + minute * 60_000).toISOString();
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt,
      client: 'test',
      schemaVersion: 1,
    },
  };
}

/** Appends to a stream and waits until the projector has applied it; answers the position. */
export async function record(
  store: EventStore,
  pool: DatabasePool,
  stream: string,
  events: readonly { type: string; data: unknown }[],
): Promise<bigint> {
  const existing = await store.readStream(stream);
  const result = await store.append(
    stream,
    events.map((e) => stamped(e.type, e.data)),
    { expectedRevision: existing.at(-1)?.revision ?? 'no_stream' },
  );
  expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
  return result.position;
}

export const flatHoles = (strokeIndexes: readonly number[] = Array.from({ length: 18 }, (_, i) => i + 1)) =>
  strokeIndexes.map((strokeIndex, index) => ({ holeNumber: index + 1, par: 4, strokeIndex, yardage: 400 }));

export function teeSet(teeSetId: string, strokeIndexes?: readonly number[]) {
  return { teeSetId, name: 'White', color: 'white' as const, rating: 72, slope: 113, totalYardage: 7200, holes: flatHoles(strokeIndexes) };
}

/** A course with one tee set (flat par 4, SI = hole number). */
export async function recordCourse(store: EventStore, pool: DatabasePool): Promise<{ courseId: string; teeSetId: string }> {
  const courseId = randomUUID();
  const teeSetId = randomUUID();
  await record(store, pool, streamNames.course(courseId), [
    {
      type: 'CourseCreated',
      data: {
        courseId,
        source: 'manual',
        sourceRef: null,
        isGlobal: true,
        createdBy: null,
        name: 'Flat Links',
        location: 'Testville',
        holes: 18,
        imageUrl: null,
        teeSets: [teeSet(teeSetId)],
      },
    },
  ]);
  return { courseId, teeSetId };
}

export interface FixtureGame {
  gameId: string;
  playerIds: string[];
  events: GameEvent[];
}

const DEFAULT_POINTS = { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 };

/**
 * A game's set-up events: created, players (with teams), every round on the course with each
 * player's course handicap, round 1 started and the game in progress.
 */
export function gameSetup(options: {
  course: { courseId: string; teeSetId: string };
  gameType: 'dogfight' | 'stroke_play' | 'match_play' | 'best_ball' | 'skins';
  scoringType?: 'net' | 'gross' | 'quota';
  pointsSystem?: Record<string, number> | null;
  isNassau?: boolean;
  skinValueCents?: number;
  nassauStakesCents?: { front_9: number; back_9: number; overall_18: number };
  payouts?: { position: number; betType: 'overall' | 'front_9' | 'back_9' | 'overall_18'; amountCents: number }[];
  rounds?: number;
  players: { name: string; ch: number; team?: 1 | 2 }[];
}): FixtureGame {
  const gameId = randomUUID();
  const playerIds = options.players.map(() => randomUUID());
  const rounds = options.rounds ?? 1;
  const code = randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase();
  const events: GameEvent[] = [
    {
      type: 'GameCreated',
      data: {
        gameId,
        name: `${options.gameType} test`,
        gameType: options.gameType,
        scoringType: options.scoringType ?? 'net',
        numberOfRounds: rounds,
        targetPlayerCount: options.players.length,
        pointsSystem: options.pointsSystem === undefined ? DEFAULT_POINTS : options.pointsSystem,
        tripId: null,
        isNassau: options.isNassau ?? false,
        useEightyPercentHandicap: false,
        payouts: (options.payouts ?? []).map((p) => ({ ...p, description: null })),
        ...(options.skinValueCents === undefined ? {} : { skinValueCents: options.skinValueCents }),
        ...(options.nassauStakesCents === undefined ? {} : { nassauStakesCents: options.nassauStakesCents }),
        adminCode: `A${code}`,
        playerCode: `P${code}`,
        viewCode: `V${code}`,
        createdBy: randomUUID(),
      },
    },
    ...options.players.map((player, index): GameEvent => ({
      type: 'PlayerAdded',
      data: {
        gameId,
        playerId: playerIds[index]!,
        name: player.name,
        handicap: player.ch,
        ghinId: null,
        userId: null,
        teamNumber: player.team ?? null,
      },
    })),
  ];
  for (let roundNumber = 1; roundNumber <= rounds; roundNumber += 1) {
    events.push({ type: 'RoundCourseChosen', data: { gameId, roundNumber, courseId: options.course.courseId, courseHoles: 18 } });
    events.push({
      type: 'CourseHandicapsCalculated',
      data: {
        gameId,
        roundNumber,
        useEightyPercent: false,
        players: options.players.map((player, index) => ({
          playerId: playerIds[index]!,
          teeSetId: options.course.teeSetId,
          handicapIndex: player.ch,
          courseHandicap: player.ch,
        })),
      },
    });
  }
  events.push(
    { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
    { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
  );
  return { gameId, playerIds, events };
}

/**
 * ScoreEntered events hole by hole: `strokes[p][h]` is player p's gross on hole `fromHole + h`
 * (null: not played). Score ids are fresh uuids, as the command side derives its own.
 */
export function scoresOf(
  game: FixtureGame,
  strokes: readonly (readonly (number | null)[])[],
  options: { roundNumber?: number; fromHole?: number } = {},
): GameEvent[] {
  const roundNumber = options.roundNumber ?? 1;
  const fromHole = options.fromHole ?? 1;
  const holes = Math.max(...strokes.map((row) => row.length));
  const events: GameEvent[] = [];
  for (let h = 0; h < holes; h += 1) {
    strokes.forEach((row, p) => {
      const value = row[h];
      if (value === null || value === undefined) return;
      events.push({
        type: 'ScoreEntered',
        data: {
          gameId: game.gameId,
          scoreId: randomUUID(),
          playerId: game.playerIds[p]!,
          roundNumber,
          holeNumber: fromHole + h,
          strokes: value,
          facts: null,
          enteredByUserId: null,
          access: 'owner',
          asEntered: null,
        },
      });
    });
  }
  return events;
}

/** `value` repeated `times` times. */
export const times = (value: number, count: number): number[] => Array.from({ length: count }, () => value);
