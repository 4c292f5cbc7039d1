import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';

import { useT } from '../i18n/i18n';
import { tooManyWait } from '../unavailable';

/**
 * A page-level error: the layout stays, the page says what went wrong and offers a way on. The texts are
 * the common catalogue's (errors.*); their English is unavailable.ts's.
 */
export function RouteErrorBoundary() {
  const { t } = useT('common');
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const wait = tooManyWait(error);
  return (
    <div className="container page">
      <h1>
        {notFound
          ? t('errors.notFound')
          : unavailable
            ? t('errors.unavailableTitle')
            : wait !== null
              ? t('errors.tooManyTitle')
              : t('errors.wrong')}
      </h1>
      <p>
        {notFound
          ? t('errors.notFoundText')
          : unavailable
            ? t('errors.unavailable')
            : wait !== null
              ? t('errors.tooMany', { count: wait })
              : t('errors.wrongText')}
      </p>
      <p>
        <Link to="/">{t('errors.homePage')}</Link>
      </p>
    </div>
  );
}
