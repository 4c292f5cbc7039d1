/**
 * What the site says while the API answers 503 (Redis or the database is down): the visitor stays signed in
 * and is asked to come back shortly. Shared by the loaders that detect it and the error boundaries.
 */
export const UNAVAILABLE_TITLE = 'Temporarily unavailable';
export const UNAVAILABLE_MESSAGE =
  'The site is temporarily unavailable. You are still signed in; please try again in a moment.';
