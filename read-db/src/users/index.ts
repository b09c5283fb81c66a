export { UserRow } from './user-row.ts';
export { getUserById } from './get-user-by-id.ts';
export { findUserByEmail } from './find-user-by-email.ts';
export { searchUsers, UserSearchRow, USER_SEARCH_LIMIT } from './search-users.ts';
export { listUsersByIdOrEmail } from './list-users-by-id-or-email.ts';
export { getProvedEmail } from './get-proved-email.ts';
