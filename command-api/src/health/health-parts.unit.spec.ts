import { describe, expect, it } from 'vitest';
import { describeHealth, PROJECTOR_BEHIND_LIMIT, type HealthProbes } from './health-parts.ts';

const allAnswer: HealthProbes = {
  eventStore: true,
  readDb: true,
  redis: true,
  lag: 0,
  stalledSeconds: null,
  stallLimitSeconds: 10,
  setAside: [],
  eventStoreKind: 'postgres',
};

const statusOf = (health: ReturnType<typeof describeHealth>) => Object.fromEntries(health.parts.map((part) => [part.part, part.status]));

describe('describeHealth', () => {
  it('given every part answering and no lag, then ok', () => {
    const health = describeHealth(allAnswer);
    expect(health.status).toBe('ok');
    expect(health.message).toBe('Every part is working.');
    expect(statusOf(health)).toEqual({ eventStore: 'ok', readDb: 'ok', redis: 'ok', projector: 'ok', streams: 'ok' });
    expect(health.parts.map((part) => part.name)).toEqual([
      'Event log (PostgreSQL)',
      'Database (PostgreSQL: accounts, leaderboards)',
      'Job queues (Redis)',
      'Projector (keeps leaderboards up to date)',
      'Streams (games, trips, courses, accounts)',
    ]);
  });

  it('given PostgreSQL down, then down (the endpoint answers 503), naming both PostgreSQL parts, the lag unknown', () => {
    const health = describeHealth({ ...allAnswer, eventStore: false, readDb: false, lag: null, setAside: null });
    expect(health.status).toBe('down');
    expect(statusOf(health)).toEqual({ eventStore: 'down', readDb: 'down', redis: 'ok', projector: 'unknown', streams: 'unknown' });
    expect(health.message).toBe(
      'Event log (PostgreSQL) is not answering; Database (PostgreSQL: accounts, leaderboards) is not answering; ' +
        'Projector (keeps leaderboards up to date) cannot be checked; Streams (games, trips, courses, accounts) cannot be checked. ' +
        'The service cannot answer until it is back.',
    );
  });

  it('given only Redis down, then degraded (scores still saved), naming the job queues', () => {
    const health = describeHealth({ ...allAnswer, redis: false });
    expect(health.status).toBe('degraded');
    expect(health.message).toBe('Job queues (Redis) is not answering. Scores are still saved.');
    expect(health.parts.find((part) => part.part === 'redis')).toMatchObject({ required: false, status: 'down' });
  });

  it('given the projector within the limit, then ok; past it, behind and degraded', () => {
    expect(describeHealth({ ...allAnswer, lag: PROJECTOR_BEHIND_LIMIT }).status).toBe('ok');
    const behind = describeHealth({ ...allAnswer, lag: PROJECTOR_BEHIND_LIMIT + 1 });
    expect(behind.status).toBe('degraded');
    expect(behind.parts.find((part) => part.part === 'projector')).toMatchObject({
      status: 'behind',
      detail: `${PROJECTOR_BEHIND_LIMIT + 1} events behind the log: leaderboards show older scores until it catches up.`,
    });
  });

  it('given the log in EventStoreDB down but the database up, then down, naming EventStoreDB', () => {
    const health = describeHealth({ ...allAnswer, eventStore: false, lag: null, eventStoreKind: 'eventstoredb' });
    expect(health.status).toBe('down');
    expect(health.parts[0]).toMatchObject({ name: 'Event log (EventStoreDB)', status: 'down', required: true });
  });

  it('given the projector standing still while events wait, from the limit on, then stalled and degraded', () => {
    expect(describeHealth({ ...allAnswer, lag: 3, stalledSeconds: 9 }).status).toBe('ok');
    const stalled = describeHealth({ ...allAnswer, lag: 3, stalledSeconds: 12 });
    expect(stalled.status).toBe('degraded');
    expect(stalled.message).toBe('Projector (keeps leaderboards up to date) has stopped advancing. Scores are still saved.');
    expect(stalled.parts.find((part) => part.part === 'projector')).toMatchObject({
      status: 'stalled',
      detail:
        'Has not applied an event for 12 s while 3 wait: leaderboards stand still until a projector runs again (scores are still saved).',
    });
  });

  it('given streams set aside, then degraded, naming each stream, its record and its error', () => {
    const setAside = [
      { stream: 'game-1', name: 'Sunday skins', eventType: 'ScoreRecorded', error: 'strokes: Expected number, received string' },
      { stream: 'trip-2', name: null, eventType: 'TripCreated', error: 'A trip cannot end before it starts' },
    ];
    const health = describeHealth({ ...allAnswer, setAside });
    expect(health.status).toBe('degraded');
    expect(health.message).toBe(
      '2 streams set aside: game-1 (“Sunday skins”) at ScoreRecorded: strokes: Expected number, received string; ' +
        'trip-2 at TripCreated: A trip cannot end before it starts. Scores are still saved.',
    );
    expect(health.parts.find((part) => part.part === 'streams')).toMatchObject({ status: 'set_aside', required: false });
    const many = Array.from({ length: 7 }, (_, i) => ({ stream: `game-${i}`, name: null, eventType: 'ScoreRecorded', error: 'bad' }));
    expect(describeHealth({ ...allAnswer, setAside: many }).message).toMatch(
      /^7 streams set aside: game-0 .*game-4 at ScoreRecorded: bad; and 2 more\./,
    );
  });
});
