/** No scripts, no plugins, no form posts, a unique origin: nothing in a member's file can act for staff. */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Headers of a member's file served to staff (documents, evidence): sandboxed, unsniffed, uncached. */
export const DOCUMENT_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': DOCUMENT_CSP,
} as const;
