import { Link, NavLink } from '@remix-run/react';

import '../styles/social.css';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './social/search-box';
import { UserMenu, type HeaderMember } from './user-menu';

/** The top navigation bar every page carries: sign-in links, or the global search and the member's menu. */
export function SiteHeader({ isSignedIn, member }: { isSignedIn: boolean; member?: HeaderMember | null }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Restaurant Community, home">
          <span className="brand__mark" aria-hidden="true">
            RC
          </span>
          <span className="brand__name">Restaurant Community</span>
        </Link>
        {isSignedIn ? <SearchBox /> : null}
        <nav aria-label="Main">
          <ul className="nav-links">
            {isSignedIn ? (
              <>
                <li>
                  <NavLink to="/Home/User" className="button button--primary">
                    My feed
                  </NavLink>
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
                    Login
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/RegisterNew" className="button button--primary">
                    Sign up
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
