import { MarketplaceMessages } from '@app/contracts';
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';

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
 * An owner page's error: a vendor or professional (403) reads that the page is for restaurant owners and
 * gets the way back to Home; anything else is the site's usual page-level error.
 */
export function OwnerErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="container page">
        <h1>For restaurant owners</h1>
        <p role="alert">
          {typeof error.data === 'string' && error.data ? error.data : MarketplaceMessages.ownersOnly}
        </p>
        <p>
          <Link to="/Home/User">Go to Home</Link>
        </p>
      </div>
    );
  }
  return <RouteErrorBoundary />;
}
