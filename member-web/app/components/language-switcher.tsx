import { Form, useLocation } from '@remix-run/react';

import { useT } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';

/**
 * The language choice of the header and the footer (issue 35). A plain form posted to /language, which
 * sets the `rc_lang` cookie and sends the visitor back to this page: it works without JavaScript; with
 * it, Remix posts the form and reloads the page's data in the new language. Each language is named in
 * itself ("English", "हिन्दी"), the current one marked.
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'footer' }) {
  const { t, i18n } = useT('common');
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/language"
      className={`language-switcher language-switcher--${place}`}
      aria-label={t('switcher.label')}
      preventScrollReset
    >
      <input type="hidden" name="to" value={`${location.pathname}${location.search}`} />
      {LANGUAGES.map((language) =>
        language.code === i18n.language ? (
          <span
            key={language.code}
            className="language-switcher__current"
            lang={language.code}
            aria-current="true"
          >
            {language.name}
          </span>
        ) : (
          <button
            key={language.code}
            type="submit"
            name="lang"
            value={language.code}
            lang={language.code}
            className="language-switcher__choice"
            title={t('switcher.choose', { name: language.name })}
          >
            {language.name}
          </button>
        ),
      )}
    </Form>
  );
}
