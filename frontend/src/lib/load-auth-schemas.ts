import { useEffect } from 'react';

type AuthSchemas = typeof import('./auth-schemas.ts');

let loading: Promise<AuthSchemas> | null = null;

/**
 * The auth forms' schemas (zod and the contracts, some 16 KB gzip), loaded once. A failed load
 * is forgotten, so the next submit asks again.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('./auth-schemas.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the schemas once the form is on the screen, so a submit finds them there. */
export function useAuthSchemas(): void {
  useEffect(() => {
    loadAuthSchemas().catch(() => undefined);
  }, []);
}
