import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';

const DEFAULT_PICTURE = '/images/podcast-default.svg';

/**
 * A video's card on the IB Talks and Tutorials lists: its picture (the default one where it has none),
 * title and WATCH NOW. A video with a link opens it in a new tab; one without goes to `pendingTo`, the page
 * again with the "video coming soon" alert (an address, so it works without JavaScript too). `children`
 * come before the title (a kicker) and `after` below it (a description).
 */
export function VideoCard({
  video: { title, image, link },
  pendingTo,
  children,
  after,
}: {
  video: { title: string; image?: string | null; link?: string | null };
  pendingTo: string;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useT('content');
  const label = t('watchNowLabel', { title });
  return (
    <li className="content-card">
      <img
        src={image ?? DEFAULT_PICTURE}
        alt=""
        className="content-card__picture"
        loading="lazy"
        width={640}
        height={360}
      />
      <div className="content-card__body">
        {children}
        <h2 className="content-card__title">{title}</h2>
        {after}
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--primary"
            aria-label={label}
          >
            {t('watchNow')}
          </a>
        ) : (
          <Link to={pendingTo} className="button button--primary" aria-label={label} preventScrollReset>
            {t('watchNow')}
          </Link>
        )}
      </div>
    </li>
  );
}
