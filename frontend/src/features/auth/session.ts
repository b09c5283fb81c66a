import type { AuthTokenResponse, UserView } from '@golf/contracts';
import { authMessages } from '@golf/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthToken, removeAuthToken, setAuthToken } from '../../lib/auth-token.ts';
import { currentUserQueryKey } from '../../lib/current-user-key.ts';

/** After login or registration: keep the token and show the user without another request. */
export function startSession(queryClient: QueryClient, { token, user }: AuthTokenResponse): void {
  setAuthToken(token);
  queryClient.setQueryData<UserView | null>(currentUserQueryKey, user);
}

/**
 * A phone without a token has nobody signed in: the user is null (what getUser answers, without a
 * request), known before the first render, so the first screen is drawn at once instead of after
 * a spinner and the query's answer a few tasks later (decision 0570). A user the kept cache brought
 * back is left to the refresh after the restore, as before.
 */
export function knowVisitor(queryClient: QueryClient): void {
  if (getAuthToken() === null && queryClient.getQueryData(currentUserQueryKey) === undefined) {
    queryClient.setQueryData<UserView | null>(currentUserQueryKey, null);
  }
}

/** Sign-out and 401: forget the token and everything cached for that user. */
export function endSession(queryClient: QueryClient): void {
  removeAuthToken();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData<UserView | null>(currentUserQueryKey, null);
}

/** The 401 of a session that expired or was ended on the server (signed out, password or roles changed). */
export function isSessionEndedMessage(message: string): boolean {
  return message === authMessages.sessionEnded || message === authMessages.sessionExpired;
}
