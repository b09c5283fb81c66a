import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { UserView } from '../auth/user-view.ts';
import { HealthView } from '../health/health-view.ts';
import { CourseSummaryView } from '../courses/course-view.ts';

/** Counts of one day (UTC) of the last 30. */
export const AdminDailyActivity = z.object({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  gamesCreated: z.number().check(z.int()),
  /** Rounds that play moved past that day: to a later round, or the game completed. */
  roundsCompleted: z.number().check(z.int()),
  /** First scores of a hole (corrections not counted). */
  scoresEntered: z.number().check(z.int()),
});
export type AdminDailyActivity = z.infer<typeof AdminDailyActivity>;

/**
 * GET /api/admin/stats: the spec's four counts, the last 30 days oldest first, the users who
 * did anything in the last 7 days, and the projector's progress as GET /api/health reports it.
 */
export const AdminStatsView = z.object({
  totalUsers: z.number().check(z.int()),
  totalGames: z.number().check(z.int()),
  totalCourses: z.number().check(z.int()),
  activeGames: z.number().check(z.int()),
  activeUsersThisWeek: z.number().check(z.int()),
  daily: z.array(AdminDailyActivity),
  projector: HealthView.shape.projector,
});
export type AdminStatsView = z.infer<typeof AdminStatsView>;

/** A user as the admin list shows them: games they created and courses they own, both not deleted. */
export const AdminUserView = z.extend(UserView, { gameCount: z.number().check(z.int()), courseCount: z.number().check(z.int()) });
export type AdminUserView = z.infer<typeof AdminUserView>;

export const AdminUsersResponse = z.array(AdminUserView);
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** The created account and its temporary password: shown once, never stored in clear. */
export const AdminCreateUserResponse = z.merge(z.object({ user: UserView, tempPassword: z.string() }), CommandPosition);
export type AdminCreateUserResponse = z.infer<typeof AdminCreateUserResponse>;

/** The user after an edit or a change of roles. */
export const AdminUserResponse = z.merge(z.object({ user: UserView }), CommandPosition);
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

/** GET /api/admin/courses: every course of the library, global ones first. */
export const AdminCoursesResponse = z.array(CourseSummaryView);
export type AdminCoursesResponse = z.infer<typeof AdminCoursesResponse>;
