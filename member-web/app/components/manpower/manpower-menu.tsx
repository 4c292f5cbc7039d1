import { MenuSection } from '../owner/owner-menu';

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
  return (
    <aside className="owner-menu card">
      <MenuSection id="manpower-menu-title" title="Main Manu" links={manpowerMenuLinks(memberId)} logout />
    </aside>
  );
}
