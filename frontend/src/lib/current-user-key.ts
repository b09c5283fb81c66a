/** Query key (and URL) of the signed-in user; shared by the auth and profile features. */
export const currentUserQueryKey = ['/api/auth/user'] as const;
