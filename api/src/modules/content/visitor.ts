import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Principal } from '../../core/auth/auth.decorators';
import type { VisitorKey } from './blogs.service';

/** The cookie that tells a visitor without an account apart (decision 141). */
export const VISITOR_COOKIE = 'rc_visitor';
const VISITOR_VALUE = /^[A-Za-z0-9_-]{16,48}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

function cookieOf(request: Request): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=');
      return VISITOR_VALUE.test(value) ? value : null;
    }
  }
  return null;
}

/** Who is reading, without issuing anything: the member, the visitor cookie, or nobody known yet. */
export function knownVisitor(principal: Principal | undefined, request: Request): VisitorKey | null {
  if (principal?.kind === 'member') return `m:${principal.id}`;
  const cookie = cookieOf(request);
  return cookie ? `v:${cookie}` : null;
}

/** Who is reacting: the member, or the visitor cookie (issued now, on this answer, when there is none). */
export function visitorFor(
  principal: Principal | undefined,
  request: Request,
  response: Response,
): VisitorKey {
  const known = knownVisitor(principal, request);
  if (known) return known;
  const value = randomBytes(18).toString('base64url');
  response.cookie(VISITOR_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    maxAge: ONE_YEAR_S * 1000,
    path: '/public/api',
  });
  return `v:${value}`;
}
