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
 * A stream the projector set aside: what it is the record of (`kind`, `id`, and `name` when the
 * read tables have one), the event it could not apply and why, and the retries that met the
 * failure again. Its events from `position` on wait; every other stream goes on.
 */
export const SetAsideStreamView = z.object({
  stream: z.string(),
  kind: z.enum(['game', 'trip', 'course', 'user', 'other']),
  id: z.string(),
  name: z.nullable(z.string()),
  eventId: z.string(),
  eventType: z.string(),
  /** The event's global position (a string: 64-bit). */
  position: z.string(),
  projection: z.string(),
  error: z.string(),
  /** When the event was written (ISO-8601). */
  since: z.string(),
  retries: z.number().check(z.int()),
  lastRetryAt: z.nullable(z.string()),
});
export type SetAsideStreamView = z.infer<typeof SetAsideStreamView>;

/**
 * GET /api/admin/stats: the spec's four counts, the last 30 days oldest first, the users who
 * did anything in the last 7 days, and the projector's progress as GET /api/health reports it.
 * `setAside`: the streams set aside, whose events since then the figures leave out (each with
 * a Retry on the dashboard).
 */
export const AdminStatsView = z.object({
  totalUsers: z.number().check(z.int()),
  totalGames: z.number().check(z.int()),
  totalCourses: z.number().check(z.int()),
  activeGames: z.number().check(z.int()),
  activeUsersThisWeek: z.number().check(z.int()),
  daily: z.array(AdminDailyActivity),
  projector: HealthView.shape.projector,
  setAside: z.array(SetAsideStreamView),
});
export type AdminStatsView = z.infer<typeof AdminStatsView>;

/** A user as the admin list shows them: games they created and courses they own, both not deleted. */
/** A user in the admin dashboard's list (from the read table: no e-mail proof state there). */
export const AdminUserView = z.extend(z.omit(UserView, { emailConfirmed: true, pendingEmail: true }), {
  gameCount: z.number().check(z.int()),
  courseCount: z.number().check(z.int()),
});
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
