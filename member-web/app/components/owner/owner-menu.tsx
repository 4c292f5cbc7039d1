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

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;

/** One titled list of an area menu's links (Logout at its end when asked). */
export function MenuSection({
  id,
  title,
  links,
  logout,
  small,
}: {
  id: string;
  title: string;
  links: Array<{ to: string; label: string }>;
  logout?: boolean;
  small?: boolean;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={`owner-menu__title${small ? ' owner-menu__title--small' : ''}`}>
        {title}
      </h2>
      <ul className="owner-menu__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {logout ? (
          <li>
            <LogoutLink className="owner-menu__link" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The left menu titled 'Main Manu' (sic), then the directories. */
export function OwnerMenu({ memberId }: { memberId: number }) {
  return (
    <aside className="owner-menu card">
      <MenuSection id="owner-menu-title" title="Main Manu" links={ownerMenuLinks(memberId)} logout />
      <MenuSection id="owner-directories-title" title="Directories" links={DIRECTORY_LINKS} small />
    </aside>
  );
}
