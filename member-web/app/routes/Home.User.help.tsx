import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { GoHome } from '../components/go-home';
import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'settings')('help.metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

/** /Home/User/help: the help centre of the user menu. */
export default function Help() {
  const { t } = useT('settings');
  return (
    <PolicyPage title={t('help.title')} intro={t('help.intro')}>
      <h2>{t('help.account')}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="help.settings" components={{ settings: <Link to="/Home/User/setting" /> }} />
        </li>
        <li>
          <Trans t={t} i18nKey="help.forgot" components={{ forgot: <Link to="/Forgot" /> }} />
        </li>
        <li>
          <Trans t={t} i18nKey="help.profile" components={{ strong: <strong /> }} />
        </li>
      </ul>

      <h2>{t('help.elite')}</h2>
      <ul>
        <li>{t('help.unlocks')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="help.refunds"
            components={{ cancellation: <Link to="/cancellation-policy" /> }}
          />
        </li>
      </ul>

      <h2>{t('help.safety')}</h2>
      <ul>
        <li>{t('help.report')}</li>
        <li>
          <Trans t={t} i18nKey="help.decisions" components={{ notices: <Link to="/Home/User/notices" /> }} />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="help.read"
            components={{
              childSafety: <Link to="/child-safety-policy" />,
              terms: <Link to="/terms-and-conditions" />,
            }}
          />
        </li>
      </ul>

      <h2>{t('help.still')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="help.contact"
          components={{ contact: <Link to="/contact" />, support: <SupportEmailLink /> }}
        />
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
