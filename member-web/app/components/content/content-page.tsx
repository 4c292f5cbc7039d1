import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** A content page's frame: heading, optional intro, then the page. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container page content-page">
      <h1>{title}</h1>
      {intro ? <p className="content-page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/** The seeds' info alert for a video that is not uploaded yet (shown on the page, so no script is needed). */
export function VideoPendingAlert({ closeTo }: { closeTo: string }) {
  return (
    <div className="content-alert" role="status">
      <strong>Video Uploading In Progress!!</strong>
      <p>That video content will be uploaded soon!!</p>
      <Link to={closeTo} preventScrollReset replace>
        OK
      </Link>
    </div>
  );
}
