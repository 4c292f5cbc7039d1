/**
 * What the site says while the API answers 503 (Redis or the database is down): the visitor stays signed in
 * and is asked to come back shortly. Shared by the loaders that detect it and the error boundaries.
 */
export const UNAVAILABLE_TITLE = 'Temporarily unavailable';
export const UNAVAILABLE_MESSAGE =
  'The site is temporarily unavailable. You are still signed in; please try again in a moment.';

/**
 * What the site says when the API's rate limiter refused a call made for this visitor (429 with
 * Retry-After, decision 290): the page answers 429 with the same Retry-After and names the wait.
 */
export const TOO_MANY_TITLE = 'Too many requests';
export const tooManyMessage = (seconds: number) =>
  `Too many requests from your connection. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The body of the thrown 429, read back by the error boundaries and by entry.server (the header). */
export interface TooManyRequestsData {
  retryAfter: number;
}

/** Retry-After in seconds (the API sends seconds; a date or nonsense counts as a minute), at least 1. */
export function retryAfterSeconds(value: string): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 86_400) : 60;
}

/** The Response a loader or action throws to show the "too many requests" page. */
export function tooManyRequests(retryAfter: string): Response {
  const seconds = retryAfterSeconds(retryAfter);
  const data: TooManyRequestsData = { retryAfter: seconds };
  return Response.json(data, {
    status: 429,
    statusText: 'Too Many Requests',
    headers: { 'Retry-After': String(seconds) },
  });
}

/** The wait of a caught route error, when it is the "too many requests" answer. */
export function tooManyWait(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 429 || typeof data !== 'object' || data === null) return null;
  const seconds = (data as Partial<TooManyRequestsData>).retryAfter;
  return typeof seconds === 'number' ? seconds : null;
}
