import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';

import {
  TOO_MANY_TITLE,
  tooManyMessage,
  tooManyWait,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_TITLE,
} from '../unavailable';

/** A page-level error: the layout stays, the page says what went wrong and offers a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const wait = tooManyWait(error);
  return (
    <div className="container page">
      <h1>
        {notFound
          ? 'Not found'
          : unavailable
            ? UNAVAILABLE_TITLE
            : wait !== null
              ? TOO_MANY_TITLE
              : 'Something went wrong'}
      </h1>
      <p>
        {notFound
          ? 'This page or member does not exist.'
          : unavailable
            ? UNAVAILABLE_MESSAGE
            : wait !== null
              ? tooManyMessage(wait)
              : 'We could not complete that just now. Please try again in a moment.'}
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
