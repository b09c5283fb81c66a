export { getAdminStats, ADMIN_STATS_DAYS, ACTIVE_USER_DAYS, type AdminStatsRows } from './get-admin-stats.ts';
export { listAdminUsers, AdminUserRow, ADMIN_USERS_LIMIT } from './list-admin-users.ts';
export { listAllCourses } from './list-all-courses.ts';
