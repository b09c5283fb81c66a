import type { DatabaseTransactionConnection } from 'slonik';
import {
  courseEvents,
  evolveCourse,
  teeHolesOf,
  gameEvents,
  isGame,
  streamNames,
  type CourseState,
  type Game,
  type GameState,
  type RecordedEvent,
} from '@golf/events';
import { gameBoards, gameLeaderboards, keptCards, withSideGames, type CourseFacts, type KeptCards, type TeeHole } from '@golf/golf';
import { foldOnce } from '../game-folds.ts';
import type { BatchProjection } from '../projection.ts';
import {
  gamesUsing,
  loadCourseDocuments,
  loadGameDocuments,
  NOTHING_WRITTEN,
  SavedDocuments,
  saveCourseDocuments,
  saveGameDocuments,
  type GameDocument,
} from './game-documents.ts';
import { deleteGameTables, gameTableChanges, writeGameTables, type TableChange } from './write-game-tables.ts';
import {
  deleteGameScoring,
  scoreChanges,
  writeCodes,
  writeScoreChanges,
  type RetiredCodes,
  type ScoreChanges,
} from './write-leaderboards.ts';

const GAME_STREAM = streamNames.game('');
const COURSE_STREAM = streamNames.course('');

/** The events of the batch by stream id, in log order. */
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

const teeSetIdsOf = (course: CourseState | undefined) => (course?.status === 'active' ? course.teeSets.map((t) => t.teeSetId) : []);

/** The holes and names of the courses a game's rounds play. */
function courseFactsOf(game: Game, courses: ReadonlyMap<string, CourseState>): CourseFacts {
  const tees = new Map<string, readonly TeeHole[]>();
  const courseNames = new Map<string, string>();
  for (const courseId of new Set(game.rounds.map((r) => r.courseId))) {
    const course = courses.get(courseId);
    if (course?.status !== 'active') continue;
    courseNames.set(courseId, course.name);
    for (const [teeSetId, holes] of teeHolesOf(course)) tees.set(teeSetId, holes);
  }
  return { tees, courseNames };
}

/** What the batch writes for one game that still exists. */
interface GameWrite {
  game: Game;
  document: GameDocument;
  tables: Map<string, TableChange>;
  scores: ScoreChanges;
  codesChanged: boolean;
}

/** Works out a game's figures with @golf/golf and what moved since they were last written. */
function gameWrite(
  game: Game,
  { written, cards }: Pick<GameDocument, 'written' | 'cards'>,
  courses: ReadonlyMap<string, CourseState>,
): GameWrite {
  const facts = courseFactsOf(game, courses);
  // The boards carry the side games and the overall one the game's money (decision 0792).
  // Worked out once for both: the cards and the overall board the side games are played over.
  // A player's card whose tee, handicap and strokes stand since the last batch is taken as it was (decision 0854).
  const worked = gameBoards(game, facts, cards);
  const figures = withSideGames(gameLeaderboards(game, facts, worked), game, facts, worked);
  const tables = gameTableChanges(game, figures, written);
  const scores = scoreChanges(game, figures, written);
  const codes = JSON.stringify(game.codes);
  const document = {
    state: game,
    written: { ...scores.written, rows: { ...tables.rows, codes }, keyedRows: tables.keyedRows },
    cards: keptCards(worked),
  };
  return { game, document, tables: tables.changed, scores, codesChanged: written.rows.codes !== codes };
}

/**
 * Games, their players, rounds, payouts and codes, hole scores and leaderboards
 * (read-db migrations 0004, 0005, 0008 and 0012). Each game stream is folded with evolveGame (foldGame), the
 * fold the commands use, from the document this process kept of it (or afresh from the stream
 * when it holds none); each course stream with evolveCourse
 * (a leaderboard's one input from outside its game: its tees' holes and its course's name). Once
 * per batch, every game that changed (or whose course did) gets its figures from @golf/golf's
 * gameLeaderboards, and only the rows that moved are written. Nothing here reads a table to
 * compute: the documents are this projection's own memory between batches.
 */
export function createGamesProjection(
  /** The documents this projection saved last: a batch folds afresh only the games it does not hold (see SavedDocuments). */
  saved = new SavedDocuments(),
): BatchProjection {
  return {
    name: 'games',
    handles: [...gameEvents.map((d) => d.type), ...courseEvents.map((d) => d.type)],
    async applyBatch(tx: DatabaseTransactionConnection, events, { readStream, appliedBefore, isSetAside, folds }) {
      const gameStreams = byStream(events, GAME_STREAM);
      const courseStreams = byStream(events, COURSE_STREAM);
      const courses = await loadCourseDocuments(tx, [...courseStreams.keys()]);
      const movedTees = new Set<string>();
      for (const [courseId, stream] of courseStreams) {
        const before = courses.get(courseId);
        const after = stream.reduce<CourseState>((state, event) => evolveCourse(state, event), before ?? { status: 'absent' });
        for (const id of [...teeSetIdsOf(before), ...teeSetIdsOf(after)]) movedTees.add(id);
        courses.set(courseId, after);
      }
      // A set-aside game waits for its retry: a course change does not fold it meanwhile.
      const onChangedCourses = (await gamesUsing(tx, [...movedTees], [...courseStreams.keys()])).filter(
        (id) => !gameStreams.has(id) && !isSetAside(streamNames.game(id)),
      );
      // A game folded afresh takes its events before its first here (the batch brings the rest), or all applied so far.
      const before = (gameId: string) => gameStreams.get(gameId)?.[0]?.position ?? appliedBefore;
      const documents = await loadGameDocuments(tx, [...gameStreams.keys(), ...onChangedCourses], saved, { readStream, before });
      const states = new Map<string, { state: GameState; written: GameDocument['written']; cards: KeptCards | undefined }>();
      const retired: RetiredCodes[] = [];
      for (const gameId of [...gameStreams.keys(), ...onChangedCourses]) {
        const document = documents.get(gameId);
        const from = document?.state ?? { status: 'absent' };
        const stream = gameStreams.get(gameId) ?? [];
        // In a rebuild's lanes the handicap record's fold of the same events, when it came first (decision 0814).
        const folded = folds ? folds.fold(gameId, from, stream) : foldOnce(from, stream);
        // Codes replaced stay reserved for their game (never handed to another), opening nothing.
        for (const codes of folded.retired) retired.push({ gameId, codes });
        states.set(gameId, { state: folded.state, written: document?.written ?? NOTHING_WRITTEN, cards: document?.cards });
      }
      const needed = [...states.values()]
        .flatMap(({ state }) => (isGame(state) ? state.rounds.map((r) => r.courseId) : []))
        .filter((id) => !courses.has(id));
      const roundCourses = await loadCourseDocuments(tx, [...new Set(needed)]);
      const allCourses = new Map([...roundCourses, ...courses]);

      const writes: GameWrite[] = [];
      const gone: string[] = [];
      for (const [gameId, { state, written, cards }] of states) {
        if (isGame(state)) writes.push(gameWrite(state, { written, cards }, allCourses));
        else if (documents.has(gameId)) gone.push(gameId);
      }
      await deleteGameTables(tx, gone);
      await deleteGameScoring(tx, gone);
      await writeGameTables(
        tx,
        writes.map((w) => ({ gameId: w.game.id, changed: w.tables })),
      );
      await writeCodes(
        tx,
        writes.filter((w) => w.codesChanged).map((w) => w.game),
        retired,
      );
      await writeScoreChanges(
        tx,
        writes.map((w) => w.scores),
      );
      await saveCourseDocuments(tx, courses);
      const savedAt = events.at(-1)?.position ?? 0n;
      await saveGameDocuments(tx, savedAt, saved, [
        ...gone.map((gameId) => ({ gameId, document: null, teeSetIds: [], courseIds: [] })),
        ...writes.map((w) => ({
          gameId: w.game.id,
          document: w.document,
          teeSetIds: [...new Set(w.game.playerRounds.flatMap((pr) => (pr.teeSetId ? [pr.teeSetId] : [])))],
          courseIds: [...new Set(w.game.rounds.map((r) => r.courseId))],
        })),
      ]);
      // A course change works out again games whose streams had no event in the batch: live viewers hear of them too.
      return onChangedCourses.map((gameId) => streamNames.game(gameId));
    },
  };
}

/** The projector's games projection: one per process, keeping its documents between batches. */
export const gamesProjection = createGamesProjection();
