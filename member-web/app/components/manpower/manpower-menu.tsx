import { MenuSection } from '../owner/owner-menu';
import { manpowerMenuLinks } from './manpower-links';

/** The left menu of /ManpowerListings/..., then Logout with the seeds' question. */
export function ManpowerMenu({ memberId }: { memberId: number }) {
  return (
    <aside className="owner-menu card">
      <MenuSection id="manpower-menu-title" titleKey="menu.main" links={manpowerMenuLinks(memberId)} logout />
    </aside>
  );
}
