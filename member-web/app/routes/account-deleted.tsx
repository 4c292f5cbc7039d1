import { ACCOUNT_PURGE_AFTER_DAYS } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage } from '../components/policy-page';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'account')('deleted.metaTitle') },
];

/** Where a member lands after deleting their account (signed out). */
export default function AccountDeleted() {
  const { t } = useT('account');
  return (
    <PolicyPage title={t('deleted.title')}>
      <p>{t('deleted.text', { days: ACCOUNT_PURGE_AFTER_DAYS })}</p>
      <p>
        {t('deleted.thanks')} <Link to="/">{t('deleted.homePage')}</Link>
      </p>
    </PolicyPage>
  );
}
