import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Fields whose values are secrets: a request's digest keeps that they were there, never what they were. */
const SECRET_FIELD = /password|token/i;

/** `value` with its object keys in order and its secrets blanked, so equal requests give equal text. */
function canonical(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const plain = typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON(): unknown }).toJSON() : value;
  if (plain !== value) return canonical(plain);
  if (Array.isArray(value)) return value.map(canonical);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, SECRET_FIELD.test(key) ? '[secret]' : canonical(record[key])]),
  );
}

/**
 * What a request asks for, as a SHA-256: its method, route, path and query parameters and body
 * (as validated), with secrets (passwords, tokens) left out, since the digest is stored in the
 * log beside the events its Idempotency-Key made and a fast hash of a password is a weak one.
 * A route that answers with something a secret unlocks (a registration's session) compares that
 * secret with its own slow hash.
 */
export function requestHashOf(request: FastifyRequest): string {
  const what = [
    request.method,
    request.routeOptions.url ?? request.url,
    request.params ?? null,
    request.query ?? null,
    request.body ?? null,
  ];
  return createHash('sha256')
    .update(JSON.stringify(canonical(what)))
    .digest('hex');
}
