import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { StatsList } from '../components/stats-list';
import { metaT, useT } from '../i18n/i18n';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'policies');
  return [{ title: t('about.metaTitle') }, { name: 'description', content: t('about.metaDescription') }];
};

export default function AboutUs() {
  const { t } = useT('policies');
  return (
    <PolicyPage title={t('about.title')} intro={t('about.intro')}>
      <p>{t('about.body')}</p>

      <h2>{t('about.inNumbers')}</h2>
      <StatsList />

      <h2>{t('about.whoCanJoin')}</h2>
      <p>
        <Trans t={t} i18nKey="about.join" components={{ join: <Link to="/join" /> }} />
      </p>

      <h2>{t('about.contact')}</h2>
      <p>
        <SupportEmailLink />
      </p>
    </PolicyPage>
  );
}
