import type { UserView } from '@golf/contracts';

type Owned = { isGlobal: boolean; createdBy: string | null };

/**
 * Whether the user may edit or delete a course and its tee sets: their own courses, and global
 * courses for super admins. Others see no menu (the server refuses them anyway).
 */
export function canChangeCourse(course: Owned, user: Pick<UserView, 'id' | 'isSuperAdmin'> | null | undefined): boolean {
  if (!user) return false;
  if (course.isGlobal) return user.isSuperAdmin;
  return course.createdBy === user.id;
}
