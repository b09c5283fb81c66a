import { coursesQueryKeyRoot } from '../../../lib/course-query-key.ts';

/**
 * Query keys of the course library. Every course read starts with '/api/courses', so one
 * invalidation after a change refreshes lists, searches and details alike.
 */
export const courseKeys = {
  all: coursesQueryKeyRoot,
  list: () => [...courseKeys.all, 'list'] as const,
  search: (query: string) => [...courseKeys.all, 'search', query] as const,
  detail: (courseId: string) => [...courseKeys.all, 'detail', courseId] as const,
};

/** The curated directory of real public courses (/courses/search). */
export const curatedKeys = {
  search: (query: string) => ['/api/curated-courses', 'search', query] as const,
};

/** The external course directory (/courses/lookup). */
export const directoryKeys = {
  status: () => ['/api/golf-courses', 'status'] as const,
  search: (query: string) => ['/api/golf-courses', 'search', query] as const,
  course: (directoryId: string) => ['/api/golf-courses', 'course', directoryId] as const,
};
