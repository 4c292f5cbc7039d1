import { createHash, createHmac } from 'node:crypto';
import type { EntryContext } from '@remix-run/node';

import { env } from './env.server';
import { PUBLIC_PAGE } from './page-cache';

/**
 * Which documents a shared cache (a CDN, the scale stage's nginx) may keep, and for how long (decision 310).
 *
 * A page is public when its route says so (`export const handle = PUBLIC_PAGE`) and the request carries
 * nothing that makes the answer the visitor's own: no session, no visitor id (likes of signed-out
 * visitors), no flash message or passkey ceremony. Such a page answers `Cache-Control: public` with a short
 * shared lifetime, an ETag and 304s; every other document answers `private, no-store`. A response that sets
 * a cookie is never public, whatever its route says.
 */

/** How long a shared cache serves a public page as fresh, then stale while it asks again (seconds). */
export const PUBLIC_PAGE_FRESH_SECONDS = 30;
export const PUBLIC_PAGE_STALE_SECONDS = 30;

/**
 * Browsers ask again every time (max-age=0, answered by a 304 when nothing changed); shared caches keep
 * the page briefly. An edit therefore reaches every visitor within FRESH + STALE seconds.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_FRESH_SECONDS}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * What a shared cache must key a public page by. The cookies that change a public page without making it
 * personal (`rc_country`, the prices' country; `rc_lang`, the switcher's language) are in the Cookie
 * header; nginx keys by those cookies alone (docs/deploy.md). A page whose language came from the
 * browser's Accept-Language (no `?lang=`, no cookie), or fell back to English for want of one, varies
 * by that header too (decision 320).
 */
export const PAGE_VARY = 'Cookie';
export const PAGE_VARY_WITH_LANGUAGE = 'Cookie, Accept-Language';

/** The Vary of a document: with Accept-Language when another one could have given another page. */
export function pageVary(languageFromHeader: boolean): string {
  return languageFromHeader ? PAGE_VARY_WITH_LANGUAGE : PAGE_VARY;
}

/**
 * The time a page is rendered at, to the minute, for its relative times ("5 minutes ago"): a page that
 * shared caches keep is then the same bytes, and the same version, for a minute at least.
 */
export function pageNow(): number {
  return Math.floor(Date.now() / 60_000) * 60_000;
}

/** Cookies whose presence makes a page the visitor's own. */
const PERSONAL_COOKIES = ['__session', 'rc_visitor', '__owner_flash', '__passkey'];

/** True when the request carries a session or another cookie that makes the page personal. */
export function hasPersonalCookie(request: Request): boolean {
  const header = request.headers.get('Cookie');
  if (!header) return false;
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .some((name) => name !== undefined && PERSONAL_COOKIES.includes(name));
}

/**
 * True when the answer to this request may be a public page (a signed-out GET): the root loader then leaves
 * out what differs per request, such as the request id a failed page shows (a cached page is the same
 * for every visitor; a failed page is never cached, and its id stays in the X-Request-Id header and the
 * site's log line).
 */
export function mayBeShared(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !hasPersonalCookie(request);
}

/** True when the page that answers (the deepest matched route) declares itself public. */
export function routeIsPublic(context: EntryContext): boolean {
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf) return false;
  const handle = context.routeModules[leaf.route.id]?.handle as { cache?: unknown } | undefined;
  return handle?.cache === PUBLIC_PAGE.cache;
}

/** True when the page that answers also lets the site hold its whole answer (HELD_PUBLIC_PAGE, decision 380). */
export function routeIsHeld(context: EntryContext): boolean {
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf) return false;
  const handle = context.routeModules[leaf.route.id]?.handle as { held?: unknown } | undefined;
  return handle?.held === true;
}

/** Whether this document may go to shared caches. */
export function isPublicDocument(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): boolean {
  return mayBeShared(request) && status === 200 && !headers.has('Set-Cookie') && routeIsPublic(context);
}

/**
 * The nonce of a public page. A cached page is the same bytes for every visitor, so its script nonce cannot
 * be fresh per response: the page is rendered with NONCE_PLACEHOLDER, and the nonce is derived from the
 * rendered page with the site's secret. The same page gives the same nonce (and the same ETag) in every
 * process of a deployment; another page, or the same page after an edit, gets another.
 */
export const NONCE_PLACEHOLDER = createHmac('sha256', env.SESSION_SECRETS[0] ?? '')
  .update('public-page-nonce-placeholder')
  .digest('base64')
  .slice(0, 22);

export interface PublicPage {
  html: string;
  nonce: string;
  etag: string;
}

/** Fills in the nonce of a page rendered with NONCE_PLACEHOLDER and names its version. */
export function finishPublicPage(rendered: string): PublicPage {
  const digest = createHash('sha256').update(rendered).digest('base64url');
  const nonce = createHmac('sha256', env.SESSION_SECRETS[0] ?? '')
    .update(`nonce:${digest}`)
    .digest('base64')
    .slice(0, 22);
  return { html: rendered.replaceAll(NONCE_PLACEHOLDER, nonce), nonce, etag: `W/"${digest.slice(0, 27)}"` };
}

/** True when the request's If-None-Match names this version (RFC 9110: weak comparison). */
export function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
