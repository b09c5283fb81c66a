/** Query keys of the admin dashboard; the first part of each is its URL. */
export const adminKeys = {
  stats: ['/api/admin/stats'] as const,
  usersRoot: ['/api/admin/users'] as const,
  users: (search: string) => ['/api/admin/users', { search }] as const,
  courses: ['/api/admin/courses'] as const,
};
