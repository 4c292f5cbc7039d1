import { createInstance, type i18n } from 'i18next';
import { setI18n, useTranslation } from 'react-i18next';

import { DEFAULT_LANGUAGE, languageEntry, LANGUAGES, type Language } from './languages';

/**
 * One i18next instance per language, made once and never switched (decision 321): the server renders
 * requests in different languages at the same time, so no render may change a shared instance's
 * language. The root layout hands the page's instance to react-i18next (I18nextProvider); the browser
 * picks the same one from the root loader's language, so it hydrates in the language the server wrote.
 * The catalogues are bundled (two languages are small); a missing key falls back to English.
 */
const instances = new Map<Language, i18n>();

const resources = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.catalogue]));
const namespaces = Object.keys(LANGUAGES[0].catalogue);

export function i18nFor(code: string | null | undefined): i18n {
  const language = languageEntry(code).code;
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  // Synchronous with bundled resources (initImmediate: false): ready before the first render.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((entry) => entry.code),
    resources,
    ns: namespaces,
    defaultNS: 'common',
    initImmediate: false,
    // React escapes what it renders; the catalogues hold plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  instances.set(language, instance);
  return instance;
}

// Outside a provider (component tests, a page whose root loader failed) the texts are English.
setI18n(i18nFor(DEFAULT_LANGUAGE));

/** The texts of one area of the site: `const { t } = useT('landing')`. */
export const useT = useTranslation;

/**
 * The texts for a route's `meta` (which runs outside React): the language the root loader chose.
 * `matches` is the meta function's own argument.
 */
export function metaT(matches: ReadonlyArray<{ id: string; data?: unknown }>, namespace: string) {
  const root = matches.find((match) => match.id === 'root')?.data as { language?: string } | undefined;
  return i18nFor(root?.language).getFixedT(null, namespace);
}
