import type { DatabaseTransactionConnection } from 'slonik';
import {
  courseEvents,
  eventParser,
  evolveCourse,
  foldGame,
  gameEvents,
  HandicapSourceChosen,
  streamNames,
  type CourseState,
  type GameState,
  type RecordedEvent,
} from '@golf/events';
import { handicapRecordView } from '@golf/golf';
import type { BatchProjection } from '../projection.ts';
import { KeptHandicapGames, loadHandicapCourses, loadHandicapGames, saveHandicapCourses, saveHandicapGames } from './handicap-documents.ts';
import { handicapRoundFactsOf, type HandicapRoundFacts } from './handicap-round-facts.ts';
import {
  replaceGameRounds,
  roundsOfUsers,
  storedChoices,
  usersPlayingCourses,
  writeRecords,
  writeRoundStats,
  type RecordRow,
} from './handicap-rows.ts';
import { roundStatsOf } from './round-stats.ts';
import { playedRoundsOf } from './played-rounds.ts';

const GAME_STREAM = streamNames.game('');
const COURSE_STREAM = streamNames.course('');

/** The batch's events of one kind of stream, by stream id, in log order. */
function byStream(events: readonly RecordedEvent[], prefix: string): Map<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (!event.stream.startsWith(prefix)) continue;
    const id = event.stream.slice(prefix.length).toLowerCase();
    const list = streams.get(id);
    if (list) list.push(event);
    else streams.set(id, [event]);
  }
  return streams;
}

const parseChoice = eventParser([HandicapSourceChosen]);

/** Each user's last HandicapSourceChosen of the batch. */
function choicesOf(events: readonly RecordedEvent[]): Map<string, boolean> {
  const choices = new Map<string, boolean>();
  for (const event of events) {
    const choice = parseChoice(event);
    if (choice) choices.set(choice.data.userId.toLowerCase(), choice.data.useAppIndex);
  }
  return choices;
}

/** The rounds by user. */
function byUser(rounds: readonly HandicapRoundFacts[]): Map<string, HandicapRoundFacts[]> {
  const users = new Map<string, HandicapRoundFacts[]>();
  for (const round of rounds) {
    const list = users.get(round.userId);
    if (list) list.push(round);
    else users.set(round.userId, [round]);
  }
  return users;
}

/** Where a rebuild's lane keeps the users whose records wait for its end, with the last index choice its batches saw. */
const LATER = 'handicap';

/**
 * Works out these users' whole records again and writes them, with the statistics of their rounds
 * that are over. `courses` holds the courses the batch folded; the others are read.
 */
async function writeUserRecords(
  tx: DatabaseTransactionConnection,
  userIds: readonly string[],
  chosen: ReadonlyMap<string, boolean>,
  courses: Map<string, CourseState>,
): Promise<void> {
  if (userIds.length === 0) return;
  const [rounds, stored] = await Promise.all([roundsOfUsers(tx, userIds), storedChoices(tx, userIds)]);
  const needed = [...new Set(rounds.map((round) => round.courseId))].filter((id) => !courses.has(id));
  for (const [courseId, course] of await loadHandicapCourses(tx, needed)) courses.set(courseId, course);
  const roundsOf = byUser(rounds);
  const rows: RecordRow[] = userIds.map((userId) => ({
    userId,
    useAppIndex: chosen.get(userId) ?? stored.get(userId) ?? false,
    record: handicapRecordView(playedRoundsOf(roundsOf.get(userId) ?? [], courses)),
  }));
  await writeRecords(tx, rows);
  await writeRoundStats(tx, userIds, roundStatsOf(rounds, courses));
}

/**
 * Each golfer's handicap record (read-db migration 0030), worked out by @golf/golf from every
 * game's events and the courses' tees. A game is folded with evolveGame (kept in memory between
 * batches, see KeptHandicapGames) and its players' rounds are stored as facts; a course with
 * evolveCourse. Once per batch, every user whose rounds changed (a score after the round, a
 * round ending, a tee, a game renamed or deleted) or whose course changed has their whole record
 * worked out again and written: a correction reaches every index after it. With the record go
 * the statistics of each of their rounds that is over (read.round_stats, decision 0807). In a
 * rebuild's lanes the records wait for the replay's end and are worked out once (decision 0864).
 */
export function createHandicapProjection(kept = new KeptHandicapGames()): BatchProjection {
  return {
    name: 'handicap',
    handles: [...gameEvents.map((d) => d.type), ...courseEvents.map((d) => d.type), HandicapSourceChosen.type],
    async applyBatch(tx: DatabaseTransactionConnection, events, { readStream, later, folds }) {
      const users = new Set<string>();
      const courseStreams = byStream(events, COURSE_STREAM);
      const courses = await loadHandicapCourses(tx, [...courseStreams.keys()]);
      for (const [courseId, stream] of courseStreams) {
        courses.set(
          courseId,
          stream.reduce<CourseState>((state, event) => evolveCourse(state, event), courses.get(courseId) ?? { status: 'absent' }),
        );
      }
      await saveHandicapCourses(tx, courses);
      for (const userId of await usersPlayingCourses(tx, [...courseStreams.keys()])) users.add(userId);

      const gameStreams = byStream(events, GAME_STREAM);
      const before = events[0]?.position ?? 0n;
      const games = await loadHandicapGames(tx, [...gameStreams.keys()], kept, { readStream, before });
      const saved = new Map<string, { state: GameState; written: string } | null>();
      const changed: string[] = [];
      const facts: HandicapRoundFacts[] = [];
      for (const [gameId, stream] of gameStreams) {
        const game = games.get(gameId);
        const from = game?.state ?? { status: 'absent' };
        // In a rebuild's lanes the games projection's fold of the same events, when it came first (decision 0814).
        const state = folds ? folds.fold(gameId, from, stream).state : foldGame(from, stream);
        const rounds = handicapRoundFactsOf(state);
        const written = JSON.stringify(rounds);
        if (state.status === 'absent') continue;
        saved.set(gameId, state.status === 'deleted' ? null : { state, written });
        if (game?.written === written) continue;
        changed.push(gameId);
        facts.push(...rounds);
      }
      for (const userId of await replaceGameRounds(tx, changed, facts)) users.add(userId);
      await saveHandicapGames(tx, events.at(-1)?.position ?? 0n, kept, saved);

      const chosen = choicesOf(events);
      for (const userId of chosen.keys()) users.add(userId);
      if (later) {
        // A rebuild's lane: each user's record is worked out once, from every round, when the replay ends (settle).
        const waiting = later.of(LATER, () => new Map<string, boolean | undefined>());
        for (const userId of users) waiting.set(userId, chosen.get(userId) ?? waiting.get(userId));
        return;
      }
      await writeUserRecords(tx, [...users], chosen, courses);
    },
    async settle(tx, later) {
      const waiting = later.of(LATER, () => new Map<string, boolean | undefined>());
      const chosen = new Map([...waiting].flatMap(([userId, choice]) => (choice === undefined ? [] : [[userId, choice] as const])));
      await writeUserRecords(tx, [...waiting.keys()], chosen, new Map());
    },
  };
}

/** The projector's handicap projection: one per process, keeping its games between batches. */
export const handicapProjection = createHandicapProjection();
