import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../commands/domain-error.ts';

/** PostgreSQL text and jsonb cannot hold U+0000: a request carrying one is refused, never stored. */
export const NUL_MESSAGE = 'Text in the request may not contain the NUL character (\\u0000)';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, child]) => key.includes('\u0000') || containsNul(child));
  return false;
}

/** A preValidation hook: path and query parameters with a NUL are refused with 400 (bodies: json-body.ts). */
export async function refuseNulParameters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query)) throw new BadRequestError(NUL_MESSAGE);
}
