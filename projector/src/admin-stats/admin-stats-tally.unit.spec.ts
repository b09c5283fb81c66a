import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '@golf/events';
import { adminStatsProjection } from './admin-stats-projection.ts';
import { dayOf, tallyAdminStats } from './admin-stats-tally.ts';
import { courseCreated, gameCreated, scoreEntered, statsEvent } from './testing/admin-stats-test-events.ts';

const recorded = (events: NewEvent[]): RecordedEvent[] =>
  events.map((event, index) => ({ ...event, stream: 'any', revision: BigInt(index), position: BigInt(index + 1), recordedAt: new Date() }));

const ann = randomUUID();
const ben = randomUUID();
const gameId = randomUUID();
const day1 = '2025-03-01T09:00:00.000Z';
const day2 = '2025-03-02T18:30:00.000Z';

describe('admin statistics of a batch', () => {
  it('counts games created, scores entered and rounds completed on the day they happened, and who was active', () => {
    const tally = tallyAdminStats(
      recorded([
        gameCreated(gameId, ann, day1),
        statsEvent('GameStatusChanged', { gameId, from: 'setup', status: 'in_progress' }, day1, ann),
        scoreEntered(gameId, 1, day1, ann),
        scoreEntered(gameId, 2, day1, ben),
        statsEvent('RoundStarted', { gameId, roundNumber: 2 }, day2, ann),
        // Play moves back to round 1 and on again: round 1 still counts once.
        statsEvent('CurrentHoleChanged', { gameId, roundNumber: 1, holeNumber: 18 }, day2, ann),
        statsEvent('CurrentHoleChanged', { gameId, roundNumber: 2, holeNumber: 1 }, day2, ann),
        statsEvent('GameStatusChanged', { gameId, from: 'in_progress', status: 'completed' }, day2, ann),
      ]),
      { games: new Map(), courses: new Map() },
    );
    expect(tally.totals).toEqual({ users: 0, games: 1, courses: 0, activeGames: 0, touched: true });
    expect(Object.fromEntries(tally.days)).toEqual({
      '2025-03-01': { gamesCreated: 1, roundsCompleted: 0, scoresEntered: 2 },
      '2025-03-02': { gamesCreated: 0, roundsCompleted: 2, scoresEntered: 0 },
    });
    expect([...(tally.activeUsers.get('2025-03-01') ?? [])].sort()).toEqual([ann, ben].sort());
    expect(tally.games.get(gameId)).toEqual({ createdBy: ann, status: 'completed', currentRound: 2, completedRounds: [1, 2] });
    expect(tally.userCounts.get(ann)).toEqual({ games: 1, courses: 0 });
  });

  it('takes a deleted game and course off the totals and their makers’ counts, from what earlier batches remembered', () => {
    const courseId = randomUUID();
    const tally = tallyAdminStats(
      recorded([statsEvent('GameDeleted', { gameId }, day2, ann), statsEvent('CourseDeleted', { courseId }, day2, ben)]),
      {
        games: new Map([[gameId, { createdBy: ann, status: 'in_progress' as const, currentRound: 1, completedRounds: [] }]]),
        courses: new Map([[courseId, { createdBy: ben }]]),
      },
    );
    expect(tally.totals).toEqual({ users: 0, games: -1, courses: -1, activeGames: -1, touched: true });
    expect(tally.games.get(gameId)).toBeNull();
    expect(tally.courses.get(courseId)).toBeNull();
    expect(tally.userCounts.get(ann)).toEqual({ games: -1, courses: 0 });
    expect(tally.userCounts.get(ben)).toEqual({ games: 0, courses: -1 });
  });

  it('credits a global course to the super admin who made it', () => {
    const courseId = randomUUID();
    const tally = tallyAdminStats(recorded([courseCreated(courseId, null, day1, ben)]), { games: new Map(), courses: new Map() });
    expect(tally.totals.courses).toBe(1);
    expect(tally.userCounts.get(ben)).toEqual({ games: 0, courses: 1 });
  });

  it('given someone who only organised a trip that day, then they were active: the projection hears trips too', () => {
    expect(adminStatsProjection.handles).toEqual(expect.arrayContaining(['TripCreated', 'TripMemberAdded', 'TripCourseAdded']));
    const tally = tallyAdminStats(
      recorded([statsEvent('TripCreated', { tripId: randomUUID(), name: 'Links week', createdBy: ben }, day1, ben)]),
      { games: new Map(), courses: new Map() },
    );
    expect([...(tally.activeUsers.get('2025-03-01') ?? [])]).toEqual([ben]);
    expect(tally.totals).toMatchObject({ users: 0, games: 0, courses: 0 });
  });
});

describe('the day of an event', () => {
  it('is the UTC date of the instant, whether written in UTC or with an offset', () => {
    expect(dayOf('2026-11-25T23:59:59.999Z')).toBe('2026-11-25');
    expect(dayOf('2026-11-25T23:30:00Z')).toBe('2026-11-25');
    expect(dayOf('2026-11-25T23:30:00-02:00')).toBe('2026-11-26');
    expect(dayOf('2026-11-26T01:00:00.000+03:00')).toBe('2026-11-25');
  });
});
