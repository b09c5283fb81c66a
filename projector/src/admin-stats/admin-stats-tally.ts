import {
  CourseCreated,
  CourseDeleted,
  CurrentHoleChanged,
  GameCreated,
  GameDeleted,
  GameStatusChanged,
  RoundStarted,
  ScoreEntered,
  UserRegistered,
  eventParser,
  type RecordedEvent,
} from '@golf/events';

/** What the projection remembers of a game not deleted. */
export interface GameMemory {
  createdBy: string;
  status: 'setup' | 'in_progress' | 'completed';
  currentRound: number;
  /** Rounds already counted as completed: each counts once, even when play moves back. */
  completedRounds: number[];
}

/** What the projection remembers of a course not deleted: who made it. */
export interface CourseMemory {
  createdBy: string | null;
}

export interface DayCounts {
  gamesCreated: number;
  roundsCompleted: number;
  scoresEntered: number;
}

/**
 * The changes one batch makes to the statistics: deltas to add to the kept counters, the
 * (day, user) pairs of activity, and the games and courses as they now stand (null: deleted).
 */
export interface StatsTally {
  /** `touched` when any event counted here was seen (the deltas may still add up to 0). */
  totals: { users: number; games: number; courses: number; activeGames: number; touched: boolean };
  days: Map<string, DayCounts>;
  activeUsers: Map<string, Set<string>>;
  userCounts: Map<string, { games: number; courses: number }>;
  games: Map<string, GameMemory | null>;
  courses: Map<string, CourseMemory | null>;
}

/**
 * The events whose data the statistics read, through the one parser of stored events (upcast by
 * version, checked): a game's and a course's life. A score or a registration counts by its type
 * alone, so the many ScoreEntered of a rebuild are never parsed here.
 */
const parseRemembered = eventParser([
  GameCreated,
  GameStatusChanged,
  CurrentHoleChanged,
  RoundStarted,
  GameDeleted,
  CourseCreated,
  CourseDeleted,
]);

/** The game ids and course ids whose memory the tally needs from earlier batches. */
export function rememberedIdsOf(events: readonly RecordedEvent[]): { gameIds: string[]; courseIds: string[] } {
  const gameIds = new Set<string>();
  const courseIds = new Set<string>();
  for (const event of events) {
    const known = parseRemembered(event);
    if (!known) continue;
    if ('gameId' in known.data) gameIds.add(known.data.gameId);
    else courseIds.add(known.data.courseId);
  }
  return { gameIds: [...gameIds], courseIds: [...courseIds] };
}

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/**
 * The UTC date of an ISO instant, YYYY-MM-DD. The commands write UTC instants ('…Z'), whose first
 * ten characters are the date: read as they are (every event of a rebuild passes here); an
 * instant with an offset is converted.
 */
export const dayOf = (occurredAt: string) =>
  UTC_INSTANT.test(occurredAt) ? occurredAt.slice(0, 10) : new Date(occurredAt).toISOString().slice(0, 10);

/**
 * Folds a batch into statistics, starting from the games and courses remembered before it.
 * Pure: the same events and memory give the same tally, so a rebuild gives the same rows.
 */
export function tallyAdminStats(
  events: readonly RecordedEvent[],
  remembered: { games: ReadonlyMap<string, GameMemory>; courses: ReadonlyMap<string, CourseMemory> },
): StatsTally {
  const tally: StatsTally = {
    totals: { users: 0, games: 0, courses: 0, activeGames: 0, touched: false },
    days: new Map(),
    activeUsers: new Map(),
    userCounts: new Map(),
    games: new Map(),
    courses: new Map(),
  };
  const dayCounts = (day: string) => {
    let counts = tally.days.get(day);
    if (!counts) tally.days.set(day, (counts = { gamesCreated: 0, roundsCompleted: 0, scoresEntered: 0 }));
    return counts;
  };
  const countFor = (userId: string) => {
    let counts = tally.userCounts.get(userId);
    if (!counts) tally.userCounts.set(userId, (counts = { games: 0, courses: 0 }));
    return counts;
  };
  const gameOf = (gameId: string): GameMemory | null => {
    if (tally.games.has(gameId)) return tally.games.get(gameId) ?? null;
    const known = remembered.games.get(gameId);
    return known ? { ...known, completedRounds: [...known.completedRounds] } : null;
  };
  const courseOf = (courseId: string): CourseMemory | null =>
    tally.courses.has(courseId) ? (tally.courses.get(courseId) ?? null) : (remembered.courses.get(courseId) ?? null);
  const completeRound = (game: GameMemory, round: number, day: string) => {
    if (game.completedRounds.includes(round)) return;
    game.completedRounds.push(round);
    dayCounts(day).roundsCompleted += 1;
  };
  /** Play moved to `round`: every earlier round from the one it left counts as completed. */
  const moveTo = (gameId: string, round: number, day: string) => {
    const game = gameOf(gameId);
    if (!game) return;
    for (let passed = game.currentRound; passed < round; passed += 1) completeRound(game, passed, day);
    game.currentRound = round;
    tally.games.set(gameId, game);
  };

  for (const event of events) {
    const day = dayOf(event.metadata.occurredAt);
    const actor = event.metadata.userId;
    if (actor) {
      let users = tally.activeUsers.get(day);
      if (!users) tally.activeUsers.set(day, (users = new Set()));
      users.add(actor);
    }
    if (event.type === ScoreEntered.type) dayCounts(day).scoresEntered += 1;
    if (event.type === UserRegistered.type) {
      tally.totals.touched = true;
      tally.totals.users += 1;
    }
    const known = parseRemembered(event);
    switch (known?.type) {
      case GameCreated.type: {
        const data = known.data;
        if (gameOf(data.gameId)) break;
        tally.games.set(data.gameId, { createdBy: data.createdBy, status: 'setup', currentRound: 1, completedRounds: [] });
        tally.totals.touched = true;
        tally.totals.games += 1;
        countFor(data.createdBy).games += 1;
        dayCounts(day).gamesCreated += 1;
        break;
      }
      case GameStatusChanged.type: {
        const data = known.data;
        const game = gameOf(data.gameId);
        if (!game || game.status === data.status) break;
        tally.totals.touched = true;
        if (game.status === 'in_progress') tally.totals.activeGames -= 1;
        if (data.status === 'in_progress') tally.totals.activeGames += 1;
        if (data.status === 'completed') completeRound(game, game.currentRound, day);
        game.status = data.status;
        tally.games.set(data.gameId, game);
        break;
      }
      case CurrentHoleChanged.type:
      case RoundStarted.type: {
        moveTo(known.data.gameId, known.data.roundNumber, day);
        break;
      }
      case GameDeleted.type: {
        const { gameId } = known.data;
        const game = gameOf(gameId);
        if (!game) break;
        tally.totals.touched = true;
        tally.totals.games -= 1;
        if (game.status === 'in_progress') tally.totals.activeGames -= 1;
        countFor(game.createdBy).games -= 1;
        tally.games.set(gameId, null);
        break;
      }
      case CourseCreated.type: {
        const data = known.data;
        if (courseOf(data.courseId)) break;
        const createdBy = data.createdBy ?? actor;
        tally.courses.set(data.courseId, { createdBy });
        tally.totals.touched = true;
        tally.totals.courses += 1;
        if (createdBy) countFor(createdBy).courses += 1;
        break;
      }
      case CourseDeleted.type: {
        const { courseId } = known.data;
        const course = courseOf(courseId);
        if (!course) break;
        tally.totals.touched = true;
        tally.totals.courses -= 1;
        if (course.createdBy) countFor(course.createdBy).courses -= 1;
        tally.courses.set(courseId, null);
        break;
      }
    }
  }
  return tally;
}
