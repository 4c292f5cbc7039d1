import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

import { RouteErrorBoundary } from '../route-error-boundary';

/**
 * A vendor page's error: an owner or professional (403) reads that the page is for vendors and gets the
 * way back to Home; anything else is the site's usual page-level error.
 */
export function VendorErrorBoundary() {
  const { t } = useT('vendor');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="container page">
        <h1>{t('area.heading')}</h1>
        <p role="alert">{typeof error.data === 'string' && error.data ? error.data : t('area.only')}</p>
        <p>
          <Link to="/Home/User">{t('common:goHome')}</Link>
        </p>
      </div>
    );
  }
  return <RouteErrorBoundary />;
}
