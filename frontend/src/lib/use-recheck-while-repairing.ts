import { useEffect, useRef } from 'react';
import { isBeingRepaired } from './api-error.ts';

/** How often a screen asks again about a record being repaired (the API's Retry-After). */
const RECHECK_MS = 30_000;

/**
 * True while `query` was answered that its record is being repaired; meanwhile it is fetched
 * again every 30 s, so the screen comes back by itself once the record is repaired.
 */
export function useRecheckWhileRepairing(query: { isError: boolean; error: unknown; refetch: () => unknown }): boolean {
  const repairing = query.isError && isBeingRepaired(query.error);
  const refetch = useRef(query.refetch);
  useEffect(() => {
    refetch.current = query.refetch;
  });
  useEffect(() => {
    if (!repairing) return undefined;
    const timer = setInterval(() => void refetch.current(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [repairing]);
  return repairing;
}
