import { NavLink } from '@remix-run/react';

import { LogoutLink } from './logout-link';

/** The owner dashboard's menu: the seeds' routes and labels (typos included), in their order. */
export function ownerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/EditProfile/${memberId}`, label: 'Profile Update' },
    { to: '/PostReq', label: 'Post My Requirment' },
    { to: '/ShowRequirment', label: 'Update Requirement' },
    { to: '/RecievedQuote', label: 'Recieved Quote For Requirement' },
    { to: '/CreateJob', label: 'Create Job' },
    { to: '/RecievedApp', label: 'Received Application' },
    { to: '/Franchisee', label: 'Want To Give Franchisee' },
    { to: '/SellrestEdit', label: 'Want to sell My Restaurant' },
    { to: '/DownloadInvoice', label: 'Download invoice' },
    { to: '/blue-tick', label: 'Purchase Blue-Tick' },
  ];
}

/** The seeds' other owner pages, reachable from a second, smaller list (decision 086). */
const DIRECTORY_LINKS = [
  { to: '/ViewEnquiry', label: 'View Enquiry' },
  { to: '/AllVendors', label: 'All Vendors' },
  { to: '/Allmanpower', label: 'All Manpower' },
];

/** The left menu titled 'Main Manu' (sic), then the directories. */
export function OwnerMenu({ memberId }: { memberId: number }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;
  return (
    <aside className="owner-menu card">
      <nav aria-labelledby="owner-menu-title">
        <h2 id="owner-menu-title" className="owner-menu__title">
          Main Manu
        </h2>
        <ul className="owner-menu__list">
          {ownerMenuLinks(memberId).map((link) => (
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
      <nav aria-labelledby="owner-directories-title">
        <h2 id="owner-directories-title" className="owner-menu__title owner-menu__title--small">
          Directories
        </h2>
        <ul className="owner-menu__list">
          {DIRECTORY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
