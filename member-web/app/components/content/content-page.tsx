import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';

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
  const { t } = useT('content');
  return (
    <div className="content-alert" role="status">
      <strong>{t('videoPending.title')}</strong>
      <p>{t('videoPending.body')}</p>
      <Link to={closeTo} preventScrollReset replace>
        {t('videoPending.ok')}
      </Link>
    </div>
  );
}
