import type { ActiveCourse } from '@golf/events';
import type { AppDeps } from '../app-deps.ts';
import { courseAggregate, courseStream } from './course.ts';

/** The courses (those that exist) by id, each folded from its own stream: the write side's view of them. */
export async function loadActiveCourses(deps: Pick<AppDeps, 'folded'>, courseIds: readonly string[]): Promise<Map<string, ActiveCourse>> {
  const ids = [...new Set(courseIds)];
  const loaded = await Promise.all(
    ids.map(async (id) => (await deps.folded.read(courseStream(id), courseAggregate.initialState, courseAggregate.evolve)).state),
  );
  return new Map(loaded.flatMap((state) => (state.status === 'active' ? [[state.id, state] as const] : [])));
}
