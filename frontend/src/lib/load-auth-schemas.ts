import { useEffect } from 'react';
import type { z } from 'zod/mini';

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

type Checked<T> = { success: true; data: T } | { success: false; error: z.core.$ZodError };

/**
 * A form's `values` checked by the auth schema `pick` names. When the schemas cannot be loaded
 * (the connection dropped before they came), the values go unchecked rather than the submit doing
 * nothing: the server checks them with the same schema and answers the same messages, or the
 * request fails as any request without a connection does, with its form's toast.
 */
export async function checkWithAuthSchema<T>(
  pick: (schemas: AuthSchemas) => { safeParse(value: unknown): Checked<T> },
  values: object,
  load: () => Promise<AuthSchemas> = loadAuthSchemas,
): Promise<Checked<T>> {
  let schemas: AuthSchemas;
  try {
    schemas = await load();
  } catch {
    return { success: true, data: values as T };
  }
  return pick(schemas).safeParse(values);
}
