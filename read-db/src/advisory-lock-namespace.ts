/**
 * First key of every PostgreSQL advisory lock this app takes (`pg_advisory_lock(namespace, hashtext(name))`),
 * so our locks cannot collide with another application's single-key locks. 0x676f6c66 is "golf".
 */
export const GOLF_LOCK_NAMESPACE = 0x676f6c66;
