import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, type ZodIssue } from 'zod';
import { BEING_REPAIRED_RETRY_AFTER_SECONDS, type ErrorBody } from '@golf/contracts';
// Installs zod 3's default messages ('Required' …), which the answers below carry to the client.
import '@golf/contracts';
import { BeingRepairedError } from '../commands/being-repaired-error.ts';
import { DomainError } from '../commands/domain-error.ts';
import { CourseDirectoryError } from '../courses/directory/course-directory-error.ts';
import { JsonBodyError } from './json-body.ts';
import { isDependencyOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from './dependency-outage.ts';

type FieldError = NonNullable<ErrorBody['errors']>[number];

/** zod's own texts that do not say which field they are about. */
const genericMessage = /^(Required|Invalid input|Expected .*|Invalid .* received .*)$/;

/**
 * zod 4 still runs the length checks of a value whose type is wrong (an array sent for a name
 * gets "Username is required" and "Username must be at least 3 characters"); zod 3 stopped at the
 * type error, and so do the answers: a field's issues after its invalid_type are left out.
 */
function fieldErrors(issues: readonly Pick<ZodIssue, 'path' | 'message' | 'code'>[], context: string): FieldError[] {
  const wrongType = new Set<string>();
  return issues.flatMap((issue) => {
    const path = issue.path.join('.') || context;
    if (wrongType.has(path)) return [];
    if (issue.code === 'invalid_type') wrongType.add(path);
    return [{ path, message: issue.message }];
  });
}

/** One readable sentence for a toast; generic zod texts are prefixed with the field they concern. */
function summary(errors: FieldError[]): string {
  const parts = errors.map((error) => (genericMessage.test(error.message) ? `${error.path}: ${error.message}` : error.message));
  return [...new Set(parts)].join('; ');
}

function badInput(reply: FastifyReply, errors: FieldError[]): FastifyReply {
  return reply.status(400).send({ message: summary(errors), errors } satisfies ErrorBody);
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The app's one error handler. Bad input → 400 `{ message, errors: [{ path, message }] }` naming
 * each field; a JSON body refused by json-body.ts (empty, malformed, a dangerous key, a NUL) → 400 saying which; a DomainError → its status and message; a CourseDirectoryError → its
 * status (also 502/504) and message; a BeingRepairedError → 503 with code 'being_repaired' (a
 * record whose stream the projector set aside); other 4xx errors of
 * Fastify and its plugins keep their status and message; PostgreSQL or Redis out of reach → 503
 * with Retry-After and a message a player can act on (dependency-outage.ts); anything else → 500
 * `{ message: 'Internal server error' }`, with the details only in the log.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // fastify-type-provider-zod gives each zod issue's path as a JSON pointer (`/payouts/0/amount`).
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').slice(1),
      message: v.message ?? 'Invalid input',
      code: v.keyword as ZodIssue['code'],
    }));
    return badInput(reply, fieldErrors(issues, error.validationContext ?? 'body'));
  }
  // Classic zod's errors and the contracts' zod/mini errors alike.
  if (error instanceof z.core.$ZodError) return badInput(reply, fieldErrors(error.issues, 'body'));
  if (error instanceof DomainError) return reply.status(error.status).send({ message: error.message } satisfies ErrorBody);
  if (error instanceof BeingRepairedError) {
    // Worth a line in the log when a command's fold met the event: the projector's set-aside list says the rest.
    if (error.cause) request.log.warn({ err: error.cause }, 'a stream that cannot be read as it stands');
    return reply
      .status(503)
      .header('retry-after', String(BEING_REPAIRED_RETRY_AFTER_SECONDS))
      .send({ message: error.message, code: 'being_repaired' } satisfies ErrorBody);
  }
  // The external directory's failures (502 refused or nonsense, 504 too slow) are written for the golfer.
  if (error instanceof CourseDirectoryError) return reply.status(error.status).send({ message: error.message } satisfies ErrorBody);
  if (error instanceof JsonBodyError) return badInput(reply, [{ path: 'body', message: error.message }]);
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    if (status === 400 && (error as FastifyError).validation) {
      const validation = (error as FastifyError).validation ?? [];
      const context = (error as FastifyError).validationContext ?? 'body';
      return badInput(
        reply,
        validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
          message: v.message ?? 'Invalid input',
        })),
      );
    }
    // A throttle's refusal says when to come back (guess-throttle.ts).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(status).send({ message: error.message || 'Bad request' } satisfies ErrorBody);
  }
  if (isDependencyOutage(error)) {
    request.log.warn({ err: error }, 'a server we depend on is unavailable');
    return reply
      .status(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      .send({ message: OUTAGE_MESSAGE } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Internal server error' } satisfies ErrorBody);
}
