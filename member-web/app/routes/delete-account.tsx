import { ACCOUNT_PURGE_AFTER_DAYS, DELETION_POLICY_DAYS } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Trans } from 'react-i18next';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { LinkedText } from '../components/linked-text';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'account');
  return [{ title: t('delete.metaTitle') }, { name: 'description', content: t('delete.metaDescription') }];
};

/**
 * /delete-account: public, for app stores and for people who cannot sign in (Google Play asks for a web
 * page that tells how to ask for deletion).
 */
export default function DeleteAccount() {
  const { t } = useT('account');
  const strong = { strong: <strong /> };
  return (
    <PolicyPage title={t('delete.title')} intro={t('delete.intro')}>
      <h2>{t('delete.canSignIn')}</h2>
      <ol>
        <li>
          <LinkedText t={t} i18nKey="delete.step1" links={{ login: '/login' }} components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="delete.step2" components={strong} />
        </li>
      </ol>
      <p>
        <Trans t={t} i18nKey="delete.closedAtOnce" components={strong} />
      </p>

      <h2>{t('delete.cannotSignIn')}</h2>
      <p>
        <LinkedText
          t={t}
          i18nKey="delete.writeTo"
          links={{ contact: '/contact', reset: '/Forgot' }}
          components={{ support: <SupportEmailLink /> }}
        />
      </p>

      <h2>{t('delete.whatTitle')}</h2>
      <ul>
        <li>{t('delete.atOnce')}</li>
        <li>
          {t('delete.after', {
            days: ACCOUNT_PURGE_AFTER_DAYS,
            begins: DELETION_POLICY_DAYS.begins,
            removed: DELETION_POLICY_DAYS.removed,
          })}
        </li>
        <li>{t('delete.kept')}</li>
      </ul>
      <p>
        <LinkedText t={t} i18nKey="delete.seePolicy" links={{ policy: '/deletionPolicy' }} />
      </p>
    </PolicyPage>
  );
}
