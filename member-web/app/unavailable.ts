import { i18nFor } from './i18n/i18n';

/** The `common` texts in the reader's language (`metaT(matches, 'common')`, `useT('common').t`). */
export type CommonTexts = (key: string, options?: Record<string, unknown>) => string;

const english: CommonTexts = (key, options) => i18nFor('en').t(`common:${key}`, options ?? {});

/**
 * What the site says while the API answers 503 (Redis or the database is down): the visitor stays signed in
 * and is asked to come back shortly. Shared by the loaders that detect it and the error boundaries; in the
 * reader's language given their texts, English without them (the constants).
 */
export const unavailableTitle = (t: CommonTexts = english) => t('errors.unavailableTitle');
export const unavailableMessage = (t: CommonTexts = english) => t('errors.unavailable');
export const UNAVAILABLE_TITLE = unavailableTitle();
export const UNAVAILABLE_MESSAGE = unavailableMessage();

/**
 * What the site says when the API's rate limiter refused a call made for this visitor (429 with
 * Retry-After, decision 290): the page answers 429 with the same Retry-After and names the wait.
 */
export const tooManyTitle = (t: CommonTexts = english) => t('errors.tooManyTitle');
export const TOO_MANY_TITLE = tooManyTitle();
export const tooManyMessage = (seconds: number, t: CommonTexts = english) =>
  t('errors.tooMany', { count: seconds });

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
