import { parseApiError } from './api-error.ts';

/**
 * A call that got no answer from the API: no connection (fetch rejects with a TypeError), or a
 * gateway that could not reach it (502, 503, 504). Worth sending again later, unlike a refusal
 * the API wrote.
 */
export class NetworkFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkFailure';
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True when `error` (from fetch or apiJson) means the call should be tried again, not reported. */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof NetworkFailure) return true;
  const { status } = parseApiError(error);
  if (status !== null) return GATEWAY_STATUSES.has(status);
  return error instanceof TypeError;
}

/** Retry rule of queued mutations: again and again while unanswered (TanStack pauses them while offline), never after a refusal. */
export const retryUnanswered = (_failureCount: number, error: unknown) => isUnanswered(error);
