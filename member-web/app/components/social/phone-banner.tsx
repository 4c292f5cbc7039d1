import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';

const DISMISSED_KEY = 'home-phone-banner-dismissed';

/**
 * On a phone, Home's side cards (profile, Elite, blue tick) would come after the whole feed; instead this
 * one-line banner at the top of the feed links to their pages, and the member can close it for the rest of
 * the browser session (decision 172). Hidden on wider screens, where the cards have their column.
 */
export function PhoneBanner({
  memberId,
  elite,
  blueTick,
}: {
  memberId: number;
  elite: boolean;
  blueTick: boolean;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(sessionStorage.getItem(DISMISSED_KEY) === '1'), []);
  if (dismissed) return null;
  return (
    <aside className="card home-extras-banner" aria-label={t('phoneBanner.label')}>
      <ul className="home-extras-banner__links">
        <li>
          <Link to={`/Profile/${memberId}`}>{t('phoneBanner.profile')}</Link>
        </li>
        {elite ? null : (
          <li>
            <Link to="/subscribe">{t('phoneBanner.elite')}</Link>
          </li>
        )}
        {blueTick ? null : (
          <li>
            <Link to="/blue-tick">{t('phoneBanner.blueTick')}</Link>
          </li>
        )}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className="alert__close"
          aria-label={t('phoneBanner.close')}
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          ×
        </button>
      ) : null}
    </aside>
  );
}
