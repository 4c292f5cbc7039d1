/**
 * Whether an error means "a backing service is unreachable" (Redis or the database down, restarting, or too
 * slow), as opposed to a bug or a refused request. Such errors answer 503 with Retry-After, never 500, and
 * never 401: an outage must not look like an expired session (docs/decisions/051).
 */

/** Socket-level and driver codes of a connection that failed, was lost, or timed out. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'POOL_CLOSED',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** Messages of ioredis, BullMQ and mysql2 errors that carry no code. */
const UNREACHABLE_MESSAGES = [
  /^Connection is closed\.?$/,
  /Stream isn't writeable/,
  /^Command timed out$/,
  /Reached the max retries per request limit/,
  /connection is in closed state/i,
  /Pool is closed/i,
  /Queue ?limit reached|No connections available/i,
  /acquire.*timeout|timeout.*acquir/i,
];

/** ioredis and BullMQ error classes that always mean the connection failed. */
const UNREACHABLE_NAMES = new Set(['MaxRetriesPerRequestError', 'ConnectionClosedError']);

export function isInfrastructureError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof name === 'string' && UNREACHABLE_NAMES.has(name)) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // TypeORM wraps the driver's error (driverError); Node and others chain it (cause); AggregateError lists.
  const wrapped = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (isInfrastructureError(wrapped.driverError, depth + 1)) return true;
  if (isInfrastructureError(wrapped.cause, depth + 1)) return true;
  return Array.isArray(wrapped.errors) && wrapped.errors.some((e) => isInfrastructureError(e, depth + 1));
}
