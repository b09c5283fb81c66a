/**
 * First part of every course-library query key (and the list's URL). Shared so that the admin
 * screens can refresh the library after creating courses without reaching into its feature.
 */
export const coursesQueryKeyRoot = ['/api/courses'] as const;
