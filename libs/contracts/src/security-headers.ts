/**
 * The security headers of every answer of the three HTTP servers: the API (api/src/http-app.ts), the member
 * site's server (member-web/server.mjs) and the console's server (admin/server.mjs), defined once here
 * (issue 34, decision 238). Each app brings its own Content-Security-Policy, the one piece that truly
 * differs; the member site sets its per page, with a fresh nonce (member-web/app/entry.server.tsx).
 *
 * This file imports nothing: the console's image has no node_modules and carries this file alone
 * (`@app/contracts/security-headers`, see the Dockerfile).
 */
export interface SecurityHeaderOptions {
  /** The policy of every answer; omitted where each page sets its own. */
  contentSecurityPolicy?: string;
  /** The app's public address is https: browsers are told to keep to https (HSTS). */
  https: boolean;
  /**
   * Which other pages may embed this app's answers (images, scripts): `same-site` for the API, whose
   * pictures the site and the console show; `same-origin` for the console; `cross-origin` for the site,
   * whose pictures other places (mails, shared links) show.
   */
  crossOriginResourcePolicy: 'same-origin' | 'same-site' | 'cross-origin';
  /**
   * The member site only: the payment providers' checkout runs in its pages, so it keeps the Payment
   * Request API, the link to the providers' pop-up windows (no Cross-Origin-Opener-Policy) and sends its
   * origin (never a path) as the referrer. Elsewhere: no payments, an isolated window, no referrer.
   */
  checkout?: boolean;
}

/** One year, with subdomains: the value the API (helmet) and the site sent before they shared this. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Features no page of ours uses: a script that got in cannot use them either. */
const UNUSED_FEATURES = ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()'];

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    // No page of ours may be framed (approve, delete, follow and sign-out buttons under a decoy page:
    // clickjacking); each CSP says the same with frame-ancestors 'none'.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': options.checkout ? 'strict-origin-when-cross-origin' : 'no-referrer',
    'Permissions-Policy': (options.checkout ? UNUSED_FEATURES : [...UNUSED_FEATURES, 'payment=()']).join(
      ', ',
    ),
    'Cross-Origin-Resource-Policy': options.crossOriginResourcePolicy,
    // Legacy switches helmet set on the API, harmless elsewhere: no Flash/PDF cross-domain policies, no
    // DNS prefetching of links in members' posts, a process of its own per origin, and the old XSS
    // auditor off (it opened leaks of its own).
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-DNS-Prefetch-Control': 'off',
    'Origin-Agent-Cluster': '?1',
    'X-XSS-Protection': '0',
  };
  if (!options.checkout) headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  if (options.https) headers['Strict-Transport-Security'] = HSTS;
  if (options.contentSecurityPolicy) headers['Content-Security-Policy'] = options.contentSecurityPolicy;
  return headers;
}
