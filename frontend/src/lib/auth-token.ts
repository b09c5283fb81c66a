/** Local-storage key of the bearer token that login and registration return. */
export const AUTH_TOKEN_KEY = 'authToken';

/** Storage may be unavailable (private mode, blocked cookies): then there is no session. */
export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page is left; nothing else to do.
  }
}

export function removeAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
