import { NavLink } from '@remix-run/react';

import { LogoutLink } from '../owner/logout-link';

/** The manpower area's menu: the seeds' entries, in their order (seed 001 §2 "Manpower area"). */
export function manpowerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/ManpowerListings/ManpowerEditProfile/${memberId}`, label: 'Edit Profile' },
    { to: '/ManpowerListings/MyAppliedJobs', label: 'My Applied Jobs' },
    { to: '/ManpowerListings/JobsList', label: 'Jobs List' },
    { to: '/ManpowerListings/DownloadInvoiceManpower', label: 'Download Invoice' },
    { to: '/ManpowerListings/blue-tick', label: 'Purchase Blue-Tick' },
  ];
}

/** The left menu of /ManpowerListings/..., then Logout with the seeds' question. */
export function ManpowerMenu({ memberId }: { memberId: number }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;
  return (
    <aside className="owner-menu card">
      <nav aria-labelledby="manpower-menu-title">
        <h2 id="manpower-menu-title" className="owner-menu__title">
          Main Manu
        </h2>
        <ul className="owner-menu__list">
          {manpowerMenuLinks(memberId).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutLink className="owner-menu__link" />
          </li>
        </ul>
      </nav>
    </aside>
  );
}
