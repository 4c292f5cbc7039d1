import { AsyncLocalStorage } from 'node:async_hooks';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

import { chooseLanguage, dependsOnAcceptLanguage } from './i18n/language.server';
import { hasPersonalCookie } from './page-cache.server';

/**
 * The whole answer of a busy public page, held in this process while the shared data it was made of is
 * held (issue 39, decision 380). A signed-out visitor's landing page or public post page is made only of
 * what every visitor shares (shared-data.server.ts, decision 311), so rendering it again for the next
 * visitor gives the same bytes: React, the route matching and the loader data's encoding cost several
 * milliseconds of CPU per page, which capped the site near 100 pages a second on two cores.
 *
 * - A route opts in with `export const handle = HELD_PUBLIC_PAGE` (page-cache.ts): only pages whose
 *   signed-out data all comes through `shared()`. Other public pages (blogs, policies) are rendered each
 *   time, so an editor's change shows at once at the site.
 * - An answer is held only when it is a public page (decision 310: a signed-out GET, a 200 that sets no
 *   cookie, nothing failed), and no longer than the shared data it read: an edit reaches a visitor of the
 *   site within SHARED_DATA_SECONDS, as before.
 * - The key is what the page depends on: the path and query, the prices' country cookie and the language
 *   with where it came from (the address, the switcher's cookie, or the browser's header: that decides
 *   the page's Vary). Never the session: a request with a personal cookie is never answered from here.
 * - The answer is kept with its headers (ETag, nonce'd CSP, Cache-Control, Vary, Content-Language) and
 *   compressed once, so that a held page costs neither a render nor a compression.
 */

/** What the rendering of one request read from the shared data: the earliest moment one of them expires. */
interface PageScope {
  expiresAt: number;
}

const scopes = new AsyncLocalStorage<PageScope>();

/** Runs the rendering of one request in a scope that notes what shared data it read (server.mjs). */
export function inPageScope<T>(run: () => T): T {
  return scopes.run({ expiresAt: Number.POSITIVE_INFINITY }, run);
}

/** Called by shared(): the page being rendered read a value that is held `remainingMs` more. */
export function noteSharedRead(remainingMs: number): void {
  const scope = scopes.getStore();
  if (scope) scope.expiresAt = Math.min(scope.expiresAt, Date.now() + Math.max(0, remainingMs));
}

export interface HeldPage {
  status: 200;
  headers: [string, string][];
  etag: string;
  html: Buffer;
  gzip: Buffer;
}

/** Fewer held pages than shared values: one per page, country and language. */
const held = new LRUCache<string, HeldPage>({
  max: 500,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + page.gzip.length + 1_024,
});

/** A held page shorter-lived than this is not worth keeping. */
const SHORTEST_HOLD_MS = 250;

/** The cookie's raw value from a Cookie header ('' when absent). */
function cookieValue(header: string | null, name: string): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return '';
}

/** What a held page of this request is keyed by; null when the request may not get a held page. */
export async function heldPageKey(request: Request): Promise<string | null> {
  if (request.method !== 'GET' || hasPersonalCookie(request)) return null;
  const url = new URL(request.url);
  const { language, source } = await chooseLanguage(request, null);
  const from = dependsOnAcceptLanguage(source) ? 'header' : source;
  const country = cookieValue(request.headers.get('Cookie'), 'rc_country');
  return `${url.pathname}${url.search}|${country}|${language}:${from}`;
}

/**
 * Keys that have had a held page: when one expires, the first request renders it again and the others that
 * arrive meanwhile wait for that render instead of all rendering at once (as nginx's proxy_cache_lock).
 * Other keys (pages that are not held) never wait.
 */
const holdable = new LRUCache<string, true>({ max: 5_000 });
const rendering = new Map<string, Promise<void>>();
/** The longest a request waits for another's render of the same page before rendering itself. */
const LONGEST_WAIT_MS = 2_000;

export interface HeldAnswer {
  /** The held page, when there is one. */
  page?: HeldPage;
  /** When this request renders a page others may wait for: call it once the answer is sent. */
  done?: () => void;
}

/** The held answer for this request, if any (server.mjs answers it without rendering). */
export async function heldPage(request: Request): Promise<HeldAnswer> {
  const key = await heldPageKey(request);
  if (key === null) return {};
  const page = held.get(key);
  if (page) return { page };
  if (!holdable.has(key)) return {};
  const pending = rendering.get(key);
  if (pending) {
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS).unref())]);
    const rendered = held.get(key);
    return rendered ? { page: rendered } : {};
  }
  let finish!: () => void;
  const mine = new Promise<void>((resolve) => (finish = resolve));
  rendering.set(key, mine);
  return {
    done: () => {
      if (rendering.get(key) === mine) rendering.delete(key);
      finish();
    },
  };
}

/**
 * Until when the page of this request may be held: the earliest expiry of the shared data its loaders
 * read (asked once the loaders have run); 0 when it read none or runs outside a scope.
 */
export function heldUntil(): number {
  const expiresAt = scopes.getStore()?.expiresAt ?? 0;
  return Number.isFinite(expiresAt) ? expiresAt : 0;
}

/**
 * Keeps a public page just rendered (entry.server.tsx) until `until` (heldUntil()). A page that read no
 * shared data (its route opted in by mistake) is not kept.
 */
export async function holdPage(
  request: Request,
  until: number,
  html: string,
  etag: string,
  headers: Headers,
): Promise<void> {
  const ttl = until - Date.now();
  if (ttl < SHORTEST_HOLD_MS) return;
  const kept = [...headers.entries()];
  const key = await heldPageKey(request);
  if (key === null) return;
  const body = Buffer.from(html, 'utf8');
  holdable.set(key, true);
  held.set(key, { status: 200, headers: kept, etag, html: body, gzip: gzipSync(body) }, { ttl });
}

/** Forgets every held page (tests). */
export function forgetHeldPages(): void {
  held.clear();
  holdable.clear();
  rendering.clear();
}
