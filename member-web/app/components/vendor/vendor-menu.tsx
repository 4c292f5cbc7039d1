import { NavLink } from '@remix-run/react';

import { LogoutLink } from '../owner/logout-link';

/** The vendor area's menu: the seeds' entries (VendorEditProfile, Enquiries, requirements, invoices) and the leads. */
export function vendorMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/VendorListing/VendorEditProfile/${memberId}`, label: 'Edit Profile' },
    { to: '/VendorListing/Enquiries', label: 'Enquiries' },
    { to: '/VendorListing/requirements', label: 'Requirements by Restaurant Owners' },
    { to: '/VendorListing/leads', label: 'Leads for you' },
    { to: '/VendorListing/DownloadVendorInvoice', label: 'Download Invoice' },
    { to: '/VendorListing/blue-tick', label: 'Purchase Blue-Tick' },
  ];
}

/** The left menu of the vendor area, styled as the owner's 'Main Manu', with Logout and its question. */
export function VendorMenu({ memberId }: { memberId: number }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `owner-menu__link${isActive ? ' owner-menu__link--active' : ''}`;
  return (
    <aside className="owner-menu card">
      <nav aria-labelledby="vendor-menu-title">
        <h2 id="vendor-menu-title" className="owner-menu__title">
          Vendor Menu
        </h2>
        <ul className="owner-menu__list">
          {vendorMenuLinks(memberId).map((link) => (
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
