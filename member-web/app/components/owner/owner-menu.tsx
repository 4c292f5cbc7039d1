import { NavLink } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { LogoutLink } from './logout-link';

/**
 * The owner dashboard's menu: the seeds' routes, in their order; `label` is the entry's key in the owner
 * catalogue (menu.*), whose English is the seeds' label (typos included).
 */
export function ownerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/EditProfile/${memberId}`, label: 'menu.profileUpdate' },
    { to: '/PostReq', label: 'menu.postRequirement' },
    { to: '/ShowRequirment', label: 'menu.updateRequirement' },
    { to: '/RecievedQuote', label: 'menu.receivedQuote' },
    { to: '/CreateJob', label: 'menu.createJob' },
    { to: '/RecievedApp', label: 'menu.receivedApplication' },
    { to: '/Franchisee', label: 'menu.giveFranchise' },
    { to: '/SellrestEdit', label: 'menu.sellRestaurant' },
    { to: '/DownloadInvoice', label: 'menu.downloadInvoice' },
    { to: '/blue-tick', label: 'menu.blueTick' },
  ];
}

/** The seeds' other owner pages, reachable from a second, smaller list (decision 086). */
const DIRECTORY_LINKS = [
  { to: '/ViewEnquiry', label: 'menu.viewEnquiry' },
  { to: '/AllVendors', label: 'menu.allVendors' },
  { to: '/Allmanpower', label: 'menu.allManpower' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;

/**
 * One titled list of an area menu's links (Logout at its end when asked): the title and the labels are
 * keys of the owner catalogue, or of another namespace written `ns:key`.
 */
export function MenuSection({
  id,
  titleKey,
  links,
  logout,
  small,
}: {
  id: string;
  titleKey: string;
  links: Array<{ to: string; label: string }>;
  logout?: boolean;
  small?: boolean;
}) {
  const { t } = useT('owner');
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={`owner-menu__title${small ? ' owner-menu__title--small' : ''}`}>
        {t(titleKey)}
      </h2>
      <ul className="owner-menu__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {t(link.label)}
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
      <MenuSection id="owner-menu-title" titleKey="menu.main" links={ownerMenuLinks(memberId)} logout />
      <MenuSection id="owner-directories-title" titleKey="menu.directories" links={DIRECTORY_LINKS} small />
    </aside>
  );
}
