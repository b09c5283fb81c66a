import { courseEvents, evolveCourse, streamNames, type CourseState, type EventStore } from '@golf/events';

export { evolveCourse, type ActiveCourse, type CourseSource, type CourseState } from '@golf/events';
import type { Aggregate } from '../commands/handle-command.ts';

export const courseStream = (courseId: string) => streamNames.course(courseId);

export const courseAggregate: Aggregate<CourseState> = {
  initialState: { status: 'absent' },
  evolve: evolveCourse,
  events: courseEvents,
};

/** The course's current state and the position of its newest event (0n when the stream is empty). */
export async function loadCourse(store: EventStore, courseId: string): Promise<{ state: CourseState; position: bigint }> {
  const recorded = await store.readStream(courseStream(courseId));
  const state = recorded.reduce((current, event) => evolveCourse(current, event), courseAggregate.initialState);
  return { state, position: recorded.at(-1)?.position ?? 0n };
}
