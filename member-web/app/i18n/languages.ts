import en from './catalogues/en.json';
import hi from './catalogues/hi.json';

/**
 * The languages of the member site (issue 35, decision 321). Adding one (Gujarati, Marathi, Tamil...) is a
 * catalogue in ./catalogues with the same keys as en.json and one entry here: the switcher, the detection
 * order, the hreflang alternates, the formats and the catalogue test all read this list.
 */
export const LANGUAGES = [
  /** English: the default, and the old client's texts exactly (typos included). */
  { code: 'en', name: 'English', locale: 'en-IN', catalogue: en },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN', catalogue: hi },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** A catalogue: namespaces (one per area of the site) of keys and their texts. */
export type Catalogue = (typeof LANGUAGES)[number]['catalogue'];

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The entry of a language (the default's when the code is not one of ours). */
export function languageEntry(code: string | null | undefined) {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/** The locale the formats use: Indian grouping and calendar names in the language ('en-IN', 'hi-IN'). */
export function localeOf(code: string | null | undefined): string {
  return languageEntry(code).locale;
}

/** The cookie the switcher sets (a year; not personal: the page stays public, decision 320). */
export const LANGUAGE_COOKIE = 'rc_lang';

/** The query parameter that names a page's language outright (the hreflang alternates use it). */
export const LANGUAGE_PARAM = 'lang';
