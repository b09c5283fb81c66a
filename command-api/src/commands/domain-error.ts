/**
 * A refusal the caller can act on, with the HTTP status that says why. Deciders and handlers
 * throw these; the one error handler (http/error-handler.ts) answers `{ message }` with `status`.
 */
export class DomainError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422;
  constructor(status: 400 | 401 | 403 | 404 | 409 | 422, message: string) {
    super(message);
    this.status = status;
    this.name = new.target.name;
  }
}

/** The input is well-formed but cannot be used (e.g. an expired reset token). */
export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The caller is not signed in, or its credentials are wrong. */
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super(401, message);
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}

/** The command collides with the current state (a taken username, an already-registered id). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The command breaks a business rule of the aggregate. */
export class RuleViolationError extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}
