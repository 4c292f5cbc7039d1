import { securityHeaders } from '@app/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The API's own policy. Nothing it serves is HTML but the OpenAPI UI (/api/docs), which needs inline
 * styles and data: images; a member's file served to staff sets a stricter one (document-headers.ts).
 * No upgrade-insecure-requests: plain-http development must not be told to upgrade, TLS is the proxy's job.
 */
export const API_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/**
 * The security headers every app sends (@app/contracts, decision 238), worked out once at start-up and set
 * on each response as they are: none depends on the request (decision 190).
 */
export function apiSecurityHeaders(options: { https: boolean }): RequestHandler {
  const headers = Object.entries(
    securityHeaders({
      contentSecurityPolicy: API_CSP,
      https: options.https,
      // The site and the console show the API's pictures (avatars, post images) from their own origins.
      crossOriginResourcePolicy: 'same-site',
    }),
  );
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
