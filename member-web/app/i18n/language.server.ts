import { createCookie } from '@remix-run/node';
import Negotiator from 'negotiator';

import { env } from '../env.server';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from './languages';

/**
 * Which language a page is in (issue 35, decision 322), in this order:
 * 1. `?lang=` of the address (the hreflang alternates of public pages point there; nothing is remembered);
 * 2. the member's saved preference (`saved`: the signed-in member's `language`, decision 390);
 * 3. the `rc_lang` cookie the switcher sets;
 * 4. the browser's Accept-Language, the first of our languages it names by preference;
 * 5. English.
 */
export type LanguageSource = 'address' | 'saved' | 'cookie' | 'header' | 'default';

export interface ChosenLanguage {
  language: Language;
  source: LanguageSource;
}

/**
 * The switcher's cookie: the choice only, not who the visitor is, so a page that carries it stays public
 * (page-cache.server.ts keys it with Vary: Cookie, nginx by the cookie itself).
 */
export const languageCookie = createCookie(LANGUAGE_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: env.PUBLIC_WEB_URL.startsWith('https:'),
  maxAge: 60 * 60 * 24 * 365,
});

/** The first of our languages the Accept-Language header names, by its q-values; null when none. */
export function headerLanguage(header: string | null): Language | null {
  if (!header) return null;
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  const best = negotiator.languages([...LANGUAGE_CODES])[0];
  return isLanguage(best) ? best : null;
}

export async function chooseLanguage(request: Request, saved?: string | null): Promise<ChosenLanguage> {
  const asked = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return { language: asked, source: 'address' };
  if (isLanguage(saved)) return { language: saved, source: 'saved' };
  const remembered: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  if (isLanguage(remembered)) return { language: remembered, source: 'cookie' };
  const fromHeader = headerLanguage(request.headers.get('Accept-Language'));
  if (fromHeader) return { language: fromHeader, source: 'header' };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/**
 * The language the site names to the API on this request's calls (`Accept-Language`, decision 393): the
 * page's language without the saved preference, which only the root loader reads (GET user). The switcher
 * and the login keep the cookie equal to the saved preference, so the two agree for a signed-in member.
 */
export async function requestLanguage(request: Request): Promise<Language> {
  return (await chooseLanguage(request, null)).language;
}

/**
 * True when another Accept-Language could have given another page: the language came from the header
 * or fell back to the default (a shared cache must then key the page by the header too: Vary).
 */
export function dependsOnAcceptLanguage(source: LanguageSource): boolean {
  return source === 'header' || source === 'default';
}

/**
 * Where the switcher sends the visitor back: a path of this site only (never another host, `//host` or
 * `/\host`), else the home page.
 */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

export function localPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return '/';
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/';
    // An explicit ?lang= would override the fresh choice on the page the visitor comes back to.
    url.searchParams.delete(LANGUAGE_PARAM);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
