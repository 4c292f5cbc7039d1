import type { MetaFunction } from '@remix-run/node';

import { membersOnlyLoader } from '../../accounts.server';
import { GoHome } from '../../components/go-home';
import { PolicyPage } from '../../components/policy-page';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { LinkedText } from '../../components/linked-text';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'settings')('privacy.metaTitle') },
];

export const loader = membersOnlyLoader;

/** /Home/User/privecy (the seeds' spelling): the member's privacy page of the user menu. */
export default function Privacy() {
  const { t } = useT('settings');
  return (
    <PolicyPage title={t('privacy.title')} intro={t('privacy.intro')}>
      <h2>{t('privacy.othersSee')}</h2>
      <ul>
        <li>{t('privacy.shown')}</li>
        <li>{t('privacy.contact')}</li>
        <li>{t('privacy.resume')}</li>
      </ul>

      <h2>{t('privacy.youControl')}</h2>
      <ul>
        <li>
          <LinkedText t={t} i18nKey="privacy.download" links={{ settings: '/Home/User/setting' }} />
        </li>
        <li>{t('privacy.followers')}</li>
      </ul>

      <p>
        <LinkedText
          t={t}
          i18nKey="privacy.fullText"
          links={{ privacy: '/privacypolicy', deletion: '/deletionPolicy' }}
        />
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
