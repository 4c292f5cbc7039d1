import type { MetaFunction } from '@remix-run/node';
import { Trans } from 'react-i18next';

import { membersOnlyLoader } from '../accounts.server';
import { GoHome } from '../components/go-home';
import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LinkedText } from '../components/linked-text';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'settings')('help.metaTitle') }];

export const loader = membersOnlyLoader;

/** /Home/User/help: the help centre of the user menu. */
export default function Help() {
  const { t } = useT('settings');
  return (
    <PolicyPage title={t('help.title')} intro={t('help.intro')}>
      <h2>{t('help.account')}</h2>
      <ul>
        <li>
          <LinkedText t={t} i18nKey="help.settings" links={{ settings: '/Home/User/setting' }} />
        </li>
        <li>
          <LinkedText t={t} i18nKey="help.forgot" links={{ forgot: '/Forgot' }} />
        </li>
        <li>
          <Trans t={t} i18nKey="help.profile" components={{ strong: <strong /> }} />
        </li>
      </ul>

      <h2>{t('help.elite')}</h2>
      <ul>
        <li>{t('help.unlocks')}</li>
        <li>
          <LinkedText t={t} i18nKey="help.refunds" links={{ cancellation: '/cancellation-policy' }} />
        </li>
      </ul>

      <h2>{t('help.safety')}</h2>
      <ul>
        <li>{t('help.report')}</li>
        <li>
          <LinkedText t={t} i18nKey="help.decisions" links={{ notices: '/Home/User/notices' }} />
        </li>
        <li>
          <LinkedText
            t={t}
            i18nKey="help.read"
            links={{ childSafety: '/child-safety-policy', terms: '/terms-and-conditions' }}
          />
        </li>
      </ul>

      <h2>{t('help.still')}</h2>
      <p>
        <LinkedText
          t={t}
          i18nKey="help.contact"
          links={{ contact: '/contact' }}
          components={{ support: <SupportEmailLink /> }}
        />
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
