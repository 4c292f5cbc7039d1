import { Link, NavLink } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { useT } from '../i18n/i18n';
import '../styles/social.css';
import { LanguageSwitcher } from './language-switcher';
import { MessagesBadge } from './messages-badge';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './social/search-box';
import { UserMenu, type HeaderMember } from './user-menu';

/** The header gets its background once the page is scrolled more than this many pixels (docs/product.md). */
const SCROLLED_PX = 10;

/**
 * Whether the page is scrolled past SCROLLED_PX: null until the script runs, so the server's page (and a
 * page without JavaScript) keeps the header's background and the content never shows through it.
 */
function useScrolledPast(px: number): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return scrolled;
}

/** The top navigation bar every page carries: sign-in links, or the global search and the member's menu. */
export function SiteHeader({ isSignedIn, member }: { isSignedIn: boolean; member?: HeaderMember | null }) {
  const scrolled = useScrolledPast(SCROLLED_PX);
  const { t } = useT('common');
  return (
    <header
      className="site-header"
      data-scroll={scrolled === null ? undefined : scrolled ? 'scrolled' : 'top'}
    >
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            {t('header.brandMark')}
          </span>
          <span className="brand__name">{t('siteName')}</span>
          <span className="visually-hidden">{t('header.homeSuffix')}</span>
        </Link>
        {isSignedIn ? <SearchBox /> : null}
        <nav aria-label={t('header.mainNav')}>
          <ul className="nav-links">
            {isSignedIn ? (
              <>
                <li>
                  <NavLink to="/Home/User" className="button button--primary">
                    {t('header.myFeed')}
                  </NavLink>
                </li>
                <li>
                  <MessagesBadge />
                </li>
                <li>
                  <NotificationBell />
                </li>
                <li>
                  <UserMenu member={member ?? null} />
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/login" className="button button--ghost">
                    {t('header.login')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/join" className="button button--primary">
                    {t('header.signUp')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <LanguageSwitcher place="header" />
      </div>
    </header>
  );
}
