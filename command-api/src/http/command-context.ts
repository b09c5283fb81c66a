import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../commands/domain-error.ts';
import type { CommandContext } from '../commands/handle-command.ts';
import { requestHashOf } from './request-hash.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key header; 400 when it is present but not 1–200 visible ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new BadRequestError('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return header;
}

/**
 * Who, when and how for the events of a command arriving over HTTP. `userId` is the caller (for a
 * registration, the account it opens): a key is scoped by it, and its request is remembered, so a
 * retry is answered only to the same caller for the same request.
 */
export function commandContextOf(request: FastifyRequest, userId: string | null, now: Date): CommandContext {
  const idempotencyKey = idempotencyKeyOf(request);
  return {
    userId,
    correlationId: request.id,
    causationId: null,
    occurredAt: now.toISOString(),
    client: 'web',
    idempotencyKey,
    requestHash: idempotencyKey ? requestHashOf(request) : undefined,
  };
}
