import {
  courseEvents,
  evolveCourse,
  streamNames,
  teeHolesOf,
  type ActiveCourse,
  type CourseState,
  type EventStore,
  isGame,
  type GameState,
} from '@golf/events';
import type { TeeHole, TeeHoles } from '@golf/golf';
import type { AppDeps } from '../app-deps.ts';
import { commandHandler, type Aggregate } from '../commands/handle-command.ts';
import { foldStoredEvents } from '../commands/stream-fold.ts';

export const courseStream = (courseId: string) => streamNames.course(courseId);

export const courseAggregate: Aggregate<CourseState> = {
  initialState: { status: 'absent' },
  evolve: evolveCourse,
  events: courseEvents,
};

/** A command on a course's stream (commands/handle-command.ts). */
export const handleCourse = commandHandler(courseAggregate);

/** The course's current state and the position of its newest event (0n when the stream is empty). */
export async function loadCourse(store: EventStore, courseId: string): Promise<{ state: CourseState; position: bigint }> {
  const recorded = await store.readStream(courseStream(courseId));
  const state = foldStoredEvents(courseStream(courseId), courseAggregate, recorded, courseAggregate.initialState);
  return { state, position: recorded.at(-1)?.position ?? 0n };
}

/** The courses (those that exist) by id, each folded from its own stream: the write side's view of them. */
export async function loadActiveCourses(
  deps: Pick<AppDeps, 'streamCache'>,
  courseIds: readonly string[],
): Promise<Map<string, ActiveCourse>> {
  const ids = [...new Set(courseIds)];
  const loaded = await Promise.all(ids.map(async (id) => (await deps.streamCache.read(courseStream(id), courseAggregate)).state));
  return new Map(loaded.flatMap((state) => (state.status === 'active' ? [[state.id, state] as const] : [])));
}

/**
 * The holes of every tee set of the courses of the game's rounds `roundNumbers` (every round when
 * omitted), from the courses' own streams: the write side's view of the tees a command derives
 * a game's figures with (net, points, quotas). A course gone (deleted) has no tees, as on the read
 * side; a state that is no game has none either (its commands are refused).
 */
export async function teeHolesOfRounds(
  deps: Pick<AppDeps, 'streamCache'>,
  game: GameState,
  roundNumbers?: readonly (number | undefined)[],
): Promise<TeeHoles> {
  if (!isGame(game)) return new Map();
  const rounds = roundNumbers ? game.rounds.filter((r) => roundNumbers.includes(r.roundNumber)) : game.rounds;
  const courseIds = [...new Set(rounds.map((r) => r.courseId))];
  return teeHolesOfCourses(await loadActiveCourses(deps, courseIds));
}

/**
 * Each course state's tee holes, worked out once: a state never changes (a course's next event
 * makes another), and the stream cache answers the same state until then, so commands share the
 * same hole arrays, and golf/'s cards of them (decision 0869).
 */
const teeHolesOfState = new WeakMap<ActiveCourse, ReadonlyMap<string, readonly TeeHole[]>>();

/** The holes of every tee set of `courses`, by tee set id. */
export function teeHolesOfCourses(courses: ReadonlyMap<string, ActiveCourse>): TeeHoles {
  return new Map(
    [...courses.values()].flatMap((course) => {
      let holes = teeHolesOfState.get(course);
      if (!holes) {
        holes = teeHolesOf(course);
        teeHolesOfState.set(course, holes);
      }
      return [...holes];
    }),
  );
}
