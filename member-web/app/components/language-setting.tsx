import { Form, useSearchParams } from '@remix-run/react';

import { useT } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { FormAlert } from './form-fields';

/** The settings page's address after a saved choice: the page says so. */
const SAVED_PARAM = 'language';

/**
 * The member's saved language on the settings page (issue 35, decision 390): the site's pages, the mails
 * and the notices follow it. A plain form posted to /language (as the header's switcher), which saves it
 * in the account and sets the browser's cookie, then comes back here: it works without JavaScript.
 */
export function LanguageSetting() {
  const { t, i18n } = useT('common');
  const [params] = useSearchParams();
  return (
    <section className="card settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language">{t('languageSetting.title')}</h2>
      <p>{t('languageSetting.lead')}</p>
      {params.get(SAVED_PARAM) === 'saved' ? (
        <FormAlert tone="success">{t('languageSetting.saved')}</FormAlert>
      ) : null}
      <Form method="post" action="/language" className="form">
        <input type="hidden" name="to" value={`/Home/User/setting?${SAVED_PARAM}=saved`} />
        <fieldset>
          <legend>{t('languageSetting.legend')}</legend>
          {LANGUAGES.map((language) => (
            <label key={language.code} className="checkbox">
              <input
                type="radio"
                name="lang"
                value={language.code}
                defaultChecked={language.code === i18n.language}
              />{' '}
              <span lang={language.code}>{language.name}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('languageSetting.save')}
        </button>
      </Form>
    </section>
  );
}
