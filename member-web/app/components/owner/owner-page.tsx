import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';

import { RouteErrorBoundary } from '../route-error-boundary';

/** One page of the owner dashboard: its heading, then its content, in the area's content column. */
export function OwnerPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="owner-page card" aria-labelledby="owner-page-title">
      <div className="owner-page__head">
        <h1 id="owner-page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A small button-like link beside an owner page's heading, to the page that goes with this one (Create Job
 * beside Received Applications and back); `primary` where it is the page's main way on.
 */
export function HeadLink({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`button ${primary ? 'button--primary' : 'button--ghost'} button--small`}>
      {children}
    </Link>
  );
}

/**
 * The error page of a member area for the wrong member type (403): its heading, the API's or the given
 * text, and the way back to Home; anything else is the site's usual page-level error. `heading` and
 * `fallback` are catalogue keys (`ns:key`).
 */
export function areaErrorBoundary(heading: string, fallback: string) {
  return function AreaErrorBoundary() {
    const { t } = useT('owner');
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 403) {
      return (
        <div className="container page">
          <h1>{t(heading)}</h1>
          <p role="alert">{typeof error.data === 'string' && error.data ? error.data : t(fallback)}</p>
          <p>
            <Link to="/Home/User">{t('common:goHome')}</Link>
          </p>
        </div>
      );
    }
    return <RouteErrorBoundary />;
  };
}

/** An owner page's error: a vendor or professional (403) reads that the page is for restaurant owners. */
export const OwnerErrorBoundary = areaErrorBoundary('owner:area.heading', 'owner:area.only');
