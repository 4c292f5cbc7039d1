import { Link } from '@remix-run/react';

import { useT } from '../i18n/i18n';

/** The seeds' 'Go to Home' link of the help, privacy, settings and Coming Soon pages. */
export function GoHome({ to = '/Home/User' }: { to?: string }) {
  const { t } = useT('common');
  return (
    <p className="go-home">
      <Link to={to} className="button button--secondary">
        {t('goHome')}
      </Link>
    </p>
  );
}
