/**
 * An error a service throws on purpose: it carries the HTTP status and the message the client shows.
 * The exception filter turns it into the envelope; services never build HTTP responses themselves.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** What the client needs to go on (a 428's challenge); `data` of the envelope, null when absent. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Record not found') {
    super(404, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

/** 422 with per-field messages, as the seeds' clients read them. */
export class InvalidInputError extends DomainError {
  constructor(errors: Record<string, string[]>, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}

/**
 * 503: a service the request needs (Redis, the database) cannot be reached just now. Says nothing about the
 * caller's session, which stays valid; the filter adds Retry-After.
 */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is temporarily unavailable. Please try again in a moment.') {
    super(503, message);
  }
}
