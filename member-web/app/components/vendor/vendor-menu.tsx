import { NavLink } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { LogoutLink } from '../owner/logout-link';

/**
 * The vendor area's menu: the seeds' entries (VendorEditProfile, Enquiries, requirements, invoices) and the
 * leads; `label` is the entry's key in the vendor catalogue (menu.*), whose English is the seeds' label.
 */
export function vendorMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/VendorListing/VendorEditProfile/${memberId}`, label: 'menu.editProfile' },
    { to: '/VendorListing/Enquiries', label: 'menu.enquiries' },
    { to: '/VendorListing/requirements', label: 'menu.requirements' },
    { to: '/VendorListing/leads', label: 'menu.leads' },
    { to: '/VendorListing/DownloadVendorInvoice', label: 'menu.downloadInvoice' },
    { to: '/VendorListing/blue-tick', label: 'menu.blueTick' },
  ];
}

/** The left menu of the vendor area, styled as the owner's 'Main Manu', with Logout and its question. */
export function VendorMenu({ memberId }: { memberId: number }) {
  const { t } = useT('vendor');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;
  return (
    <aside className="owner-menu card">
      <nav aria-labelledby="vendor-menu-title">
        <h2 id="vendor-menu-title" className="owner-menu__title">
          {t('menu.title')}
        </h2>
        <ul className="owner-menu__list">
          {vendorMenuLinks(memberId).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {t(link.label)}
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
