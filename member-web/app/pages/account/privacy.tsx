import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../../accounts.server';
import { GoHome } from '../../components/go-home';
import { PolicyPage } from '../../components/policy-page';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'settings')('privacy.metaTitle') },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

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
          <Trans
            t={t}
            i18nKey="privacy.download"
            components={{ settings: <Link to="/Home/User/setting" /> }}
          />
        </li>
        <li>{t('privacy.followers')}</li>
      </ul>

      <p>
        <Trans
          t={t}
          i18nKey="privacy.fullText"
          components={{ privacy: <Link to="/privacypolicy" />, deletion: <Link to="/deletionPolicy" /> }}
        />
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
