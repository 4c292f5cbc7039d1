import type { PublicTutorial } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { VideoPendingAlert } from './content-page';

const DEFAULT_PICTURE = '/images/podcast-default.svg';

/**
 * The tutorial videos in staff's order. WATCH NOW opens the video in a new tab; a tutorial without a video
 * yet shows the seeds' info alert on the page (through the address, so without JavaScript too).
 */
export function TutorialsView({
  path,
  tutorials,
  pending,
}: {
  path: string;
  tutorials: PublicTutorial[];
  pending: number | null;
}) {
  const { t } = useT('content');
  return (
    <>
      {pending ? <VideoPendingAlert closeTo={path} /> : null}
      {tutorials.length === 0 ? (
        <p className="content-empty">{t('tutorials.empty')}</p>
      ) : (
        <ul className="content-cards" aria-label={t('tutorials.list')}>
          {tutorials.map((tutorial) => (
            <li key={tutorial.id} className="content-card">
              <img
                src={tutorial.image ?? DEFAULT_PICTURE}
                alt=""
                className="content-card__picture"
                loading="lazy"
                width={640}
                height={360}
              />
              <div className="content-card__body">
                <h2 className="content-card__title">{tutorial.title}</h2>
                {tutorial.link ? (
                  <a
                    href={tutorial.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button--primary"
                    aria-label={t('watchNowLabel', { title: tutorial.title })}
                  >
                    {t('watchNow')}
                  </a>
                ) : (
                  <Link
                    to={`${path}?watch=${tutorial.id}`}
                    className="button button--primary"
                    aria-label={t('watchNowLabel', { title: tutorial.title })}
                    preventScrollReset
                  >
                    {t('watchNow')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
